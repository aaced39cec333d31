export { listProjectOutcomes } from "@server/services/projects";
export { listPublicSuccessStories } from "@server/services/success-stories";
