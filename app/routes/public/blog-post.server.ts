export { getPostForPreview, getPublishedPost } from "@server/services/blog-posts";
export { draftForPreview, PREVIEW_HEADERS, previewHeaders } from "./draft-preview.server";
