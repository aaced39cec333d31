export { getServiceBySlug, listProjectsInCategories } from "@server/services/public-content";
