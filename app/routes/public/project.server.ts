export { getPublishedProject } from "@server/services/projects";
