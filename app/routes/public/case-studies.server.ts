export { listProjectOutcomes } from "@server/services/projects";
export { listSuccessStories } from "@server/services/public-content";
