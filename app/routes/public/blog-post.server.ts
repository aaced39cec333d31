export { getPublishedPost } from "@server/services/public-content";
