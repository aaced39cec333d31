import { Eye, EyeOff, type LucideIcon, Power, PowerOff, Star, StarOff } from "lucide-react";
import { IconButton } from "~/components/ui/icon-button";

type Toggle = {
  turnOn: readonly [word: string, icon: LucideIcon];
  turnOff: readonly [word: string, icon: LucideIcon];
};

/** The on/off switches cards offer, by the words of what a click does. */
export const TOGGLES = {
  feature: { turnOn: ["Feature", Star], turnOff: ["Unfeature", StarOff] },
  enable: { turnOn: ["Enable", Power], turnOff: ["Disable", PowerOff] },
  activate: { turnOn: ["Activate", Eye], turnOff: ["Deactivate", EyeOff] },
} as const satisfies Record<string, Toggle>;

/** A card's switch (feature, enable…): its word and icon say what a click does to `name`. */
export function ToggleAction({
  toggle,
  on,
  name,
  disabled,
  onClick,
}: {
  toggle: Toggle;
  on: boolean;
  name: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const [word, Icon] = on ? toggle.turnOff : toggle.turnOn;
  return (
    <IconButton label={`${word} ${name}`} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span className="hidden sm:inline">{word}</span>
    </IconButton>
  );
}
