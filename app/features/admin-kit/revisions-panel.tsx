import type { RevisionedResource } from "@common/resources";

/**
 * The earlier versions of one row, for its edit dialog (issue 16): who saved when, what differs
 * from the current row, and Restore (which saves the old version as a new save, so it can be
 * undone in turn). CONTRACT STUB — the revisions helper owns this file; the props are fixed.
 */
export function RevisionsPanel(_props: {
  resource: RevisionedResource;
  /** The row being edited. */
  id: string;
  /** After a restore, with the row as it now is (the dialog resets its form to it). */
  onRestored?: (row: Record<string, unknown>) => void;
}) {
  return null;
}
