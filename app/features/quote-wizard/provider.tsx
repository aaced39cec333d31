import { Component, lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toastError } from "~/lib/notify";
import { type QuoteDialog, QuoteDialogContext } from "~/lib/quote-dialog";

// The dialog (form, schemas, Radix) is its own chunk, fetched the first time someone opens it.
const loadDialog = () => lazy(() => import("./quote-wizard-dialog"));

type State = { open: boolean; source: string; session: number; loaded: boolean };

const LOAD_FAILED = {
  title: "The quote form could not be loaded",
  message: "Network error. Please check your connection and try again.",
} as const;

/**
 * Holds the "Get a Quote" dialog of spec 1 §2.5 for everything inside it. Closing the dialog
 * starts a new session: the next opening shows step 1 with empty fields.
 */
export function QuoteWizardProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const [state, setState] = useState<State>({ open: false, source: "/", session: 0, loaded: false });
  // A failed download is not cached for good: the next opening tries again.
  const [Dialog, setDialog] = useState(loadDialog);
  const onLoadFailed = useCallback(() => {
    toastError(LOAD_FAILED.title, LOAD_FAILED.message);
    setDialog(loadDialog);
    setState((s) => ({ ...s, open: false, loaded: false, session: s.session + 1 }));
  }, []);

  const open = useCallback((source?: string) => {
    setState((s) => ({ ...s, open: true, loaded: true, source: source ?? pathRef.current }));
  }, []);
  const close = useCallback(() => {
    setState((s) => (s.open ? { ...s, open: false, session: s.session + 1 } : s));
  }, []);
  const value = useMemo<QuoteDialog>(() => ({ open }), [open]);

  return (
    <QuoteDialogContext.Provider value={value}>
      {children}
      {state.loaded ? (
        <LoadBoundary onError={onLoadFailed}>
          <Suspense fallback={state.open ? <LoadingOverlay /> : null}>
            <Dialog key={state.session} open={state.open} source={state.source} onClose={close} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </QuoteDialogContext.Provider>
  );
}

function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50">
      <span role="status" className="inline-flex items-center">
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-white/30 border-t-white"
        />
        <span className="sr-only">Loading the quote form</span>
      </span>
    </div>
  );
}

/** Turns a failure to load the dialog's code into a notice instead of an error page. */
class LoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
