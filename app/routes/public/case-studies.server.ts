export { listProjectOutcomes } from "@server/services/public-content";
export { listPublicSuccessStories } from "@server/services/success-stories";
