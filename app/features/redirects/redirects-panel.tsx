/**
 * The redirects list and editor, shown in the Pages manager (issue 16): from, to, status; add,
 * edit, delete. CONTRACT STUB — the revisions helper owns this folder; the Pages manager mounts it.
 */
export function RedirectsPanel() {
  return null;
}
