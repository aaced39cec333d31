export { BLOG_PAGE_SIZE, listPublishedPosts } from "@server/services/blog-posts";
export { publicImages } from "@server/services/public-images";
