import { createContext, useContext } from "react";

/**
 * The "Get a Quote" dialog as the rest of the site sees it: something that opens. The quote wizard
 * feature provides it (features/quote-wizard/provider.tsx) around the public pages, so the
 * navigation bar and pages open it without depending on the wizard's code.
 */
export type QuoteDialog = {
  /** Opens the quote dialog; `source` (the page it was opened on) defaults to the current path. */
  open(source?: string): void;
};

export const QuoteDialogContext = createContext<QuoteDialog | null>(null);

export function useQuoteDialog(): QuoteDialog {
  const dialog = useContext(QuoteDialogContext);
  if (!dialog) throw new Error("useQuoteDialog must be used inside the quote wizard's provider");
  return dialog;
}
