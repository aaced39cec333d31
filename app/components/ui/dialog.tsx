import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "~/lib/cn";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Spec 2 §9: dialogs are at most 4xl wide. */
  size?: "md" | "lg" | "4xl";
  className?: string;
};

const widths = { md: "max-w-md", lg: "max-w-2xl", "4xl": "max-w-4xl" } as const;

/**
 * The back office's modal: Radix traps focus, closes on Escape and returns focus to the opener.
 * Scrolls inside when taller than the screen, so it works at 375 px wide.
 */
export function Dialog({ open, onOpenChange, title, description, children, size = "lg", className }: Props) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs are opened by state, so the
  // element focused when it opened (a row's button) is remembered and focused again on closing.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-lg border border-border bg-card p-5 text-fg shadow-xl focus:outline-none",
            widths[size],
            className,
          )}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // A control marked `data-autofocus` (a chat's input, a safe Cancel) takes the focus instead
            // of the first one. Not React's autoFocus: it focuses before Radix looks, so Radix never
            // tells us (here) where the focus came from, and it could not be returned on closing.
            const target =
              event.target instanceof HTMLElement
                ? event.target.querySelector<HTMLElement>("[data-autofocus]")
                : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          // Without a description Radix must be told there is none (else it warns).
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
              aria-label="Close"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
