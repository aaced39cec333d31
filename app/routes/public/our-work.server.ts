export { listPublishedProjects } from "@server/services/projects";
export { publicImages } from "@server/services/public-images";
