export { listPublishedProjects } from "@server/services/public-content";
