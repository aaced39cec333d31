import type { Page } from "@common/pagination";
import type { AdminBlogPost, BlogPostCreate, BlogPostUpdate } from "@common/schemas/blog-posts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/blog-posts";
/** ["admin", <table>, …]: every write (and a live event, should the table be watched) refreshes it. */
export const blogPostsKey = ["admin", "blog_posts"] as const;
export const BLOG_PAGE_SIZE = 20;

export function useBlogPostList(query: string) {
  return useQuery({
    queryKey: [...blogPostsKey, "list", query],
    queryFn: ({ signal }) => api<Page<AdminBlogPost>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useWrite<V>(request: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

export const useCreateBlogPost = () =>
  useWrite((body: BlogPostCreate) => api<AdminBlogPost>(BASE, { method: "POST", body }));

export const useUpdateBlogPost = () =>
  useWrite(({ id, patch }: { id: string; patch: BlogPostUpdate }) =>
    api<AdminBlogPost>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
  );

export const useDeleteBlogPost = () =>
  useWrite((id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }));

/** The body as visitors will see it: rendered and sanitised by the server, cached per text. */
export function useMarkdownPreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: [...blogPostsKey, "preview", content],
    queryFn: ({ signal }) =>
      api<{ html: string }>(`${BASE}/preview`, { method: "POST", body: { content }, signal }).then(
        (r) => r.html,
      ),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}
