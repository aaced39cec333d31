import * as Menu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A row's actions menu ("…"): keyboard-operable (arrows, Enter, Escape) via Radix. */
export function ActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={label}
        className="rounded-md p-2 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
      >
        <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-border bg-card p-1 text-fg shadow-lg"
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function ActionsMenuItem({
  onSelect,
  children,
  destructive,
}: {
  onSelect: () => void;
  children: ReactNode;
  destructive?: boolean;
}) {
  return (
    <Menu.Item
      onSelect={onSelect}
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none select-none",
        "data-[highlighted]:bg-black/5 dark:data-[highlighted]:bg-white/10",
        destructive && "text-red-700 dark:text-red-400",
      )}
    >
      {children}
    </Menu.Item>
  );
}

export function ActionsMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-border" />;
}
