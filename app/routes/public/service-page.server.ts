export { listProjectsInCategories } from "@server/services/projects";
export { getServiceBySlug } from "@server/services/services";
