import { BlogPostSchema, BlogPreviewResultSchema } from "@common/schemas/blog-posts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminResource } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/blog-posts`, its queries and writes. */
export const blogPosts = adminResource({ name: "blog-posts", item: BlogPostSchema });

/** The body as visitors will see it: rendered and sanitised by the server, cached per text. */
export function useMarkdownPreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: [...blogPosts.key, "preview", content],
    queryFn: ({ signal }) =>
      api(`${blogPosts.base}/preview`, {
        method: "POST",
        body: { content },
        signal,
        schema: BlogPreviewResultSchema,
      }).then((r) => r.html),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
