export { getProjectForPreview, getPublishedProject } from "@server/services/projects";
export { draftForPreview, PREVIEW_HEADERS, previewHeaders } from "./draft-preview.server";
