export { renderMarkdown } from "@server/services/markdown";
export { canPreviewDrafts } from "@server/services/preview";
export { listProjectsInCategories } from "@server/services/projects";
export { getServicePage } from "@server/services/services";
