export { listProjectOutcomes, listSuccessStories } from "@server/services/public-content";
