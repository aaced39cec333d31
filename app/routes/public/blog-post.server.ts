export { getPublishedPost } from "@server/services/blog-posts";
