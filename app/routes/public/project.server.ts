export { getPublishedProject } from "@server/services/public-content";
