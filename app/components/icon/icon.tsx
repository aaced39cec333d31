import type { PublicIcon } from "@common/public-icons";
import type { SVGProps } from "react";
// Written by the icon-sprite Vite plugin (scripts/icon-sprite.ts); built as a hashed, long-cached asset.
import spriteUrl from "./icons.svg?url";
import { symbolId, type UiIcon } from "./ui-icons";

export type IconName = PublicIcon | UiIcon;

export const SPRITE_URL = spriteUrl;

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

/**
 * A decorative icon drawn from the sprite: the same box and stroke as lucide's own components
 * (24 px unless a size class says otherwise), without shipping lucide to the browser.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...rest}
    >
      <use href={`${spriteUrl}#${symbolId(name)}`} />
    </svg>
  );
}
