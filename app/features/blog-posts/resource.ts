import { BlogPostSchema } from "@common/schemas/blog-posts";
import { adminResource, type MarkdownPreviewOf } from "~/features/admin-kit";

/** `/api/v1/admin/blog-posts`, its queries and writes. */
export const blogPosts = adminResource({ name: "blog-posts", item: BlogPostSchema });

/** The body as visitors will see it: rendered and sanitised by the server. */
export const blogPreview: MarkdownPreviewOf = { resource: blogPosts, field: "content" };
