export { listPublishedProjects } from "@server/services/projects";
