/**
 * The strip above a draft shown to signed-in staff (issue 16): says visitors cannot see this yet.
 * CONTRACT STUB — the revisions helper owns this file; the props are fixed.
 */
export function PreviewBanner(_props: {
  /** What is previewed, e.g. "This service is hidden" or "This page is a draft". */
  message: string;
}) {
  return null;
}
