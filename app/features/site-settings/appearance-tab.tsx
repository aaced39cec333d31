import { ColorsCard } from "./colors-card";
import { TypographyCard } from "./typography-card";

/** Appearance: theme colours and typography (spec 3 §2). */
export function AppearanceTab() {
  return (
    <div className="space-y-6">
      <ColorsCard />
      <TypographyCard />
    </div>
  );
}
