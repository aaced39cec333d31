export { listProjectOutcomes } from "@server/services/projects";
export { publicImages } from "@server/services/public-images";
export { listPublicSuccessStories } from "@server/services/success-stories";
