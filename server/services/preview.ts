import type { AppDeps } from "../context";

/**
 * Draft previews (issue 16): signed-in staff see unpublished services, projects, blog posts and
 * pages on the public layout, under a "Preview" banner; everyone else gets the 404 a visitor
 * would. Public loaders ask this only when the row they found is not public, so anonymous pages
 * never wait on a session lookup.
 */
export async function canPreviewDrafts(deps: Pick<AppDeps, "auth">, request: Request): Promise<boolean> {
  const session = await deps.auth.api.getSession({ headers: request.headers });
  return session?.user.role === "admin";
}
