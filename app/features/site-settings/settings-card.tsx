import { RotateCcw } from "lucide-react";
import { createContext, type ReactNode, useContext } from "react";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";

/** True while the settings cannot be changed: a read-only admin, or a save or reset under way. */
export const SettingsLock = createContext(false);

/**
 * One group of settings: a titled section whose controls (its `actions` too) are disabled while
 * the settings are locked. `fields={false}` leaves the locking to the children (sub-tabs inside).
 */
export function SettingsCard({
  title,
  description,
  actions,
  fields = true,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  fields?: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard
      title={title}
      description={description}
      actions={actions ? <SettingsFields className="flex flex-wrap gap-2">{actions}</SettingsFields> : null}
    >
      {fields ? <SettingsFields>{children}</SettingsFields> : children}
    </SectionCard>
  );
}

/** A card's reset ("Reset Colors"): its settings back to their defaults, saved only with the rest. */
export function ResetButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}

/** Controls that are disabled while the settings are locked. */
export function SettingsFields({
  className = "space-y-4",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const locked = useContext(SettingsLock);
  return (
    <fieldset disabled={locked} className={`min-w-0 ${className}`}>
      {children}
    </fieldset>
  );
}
