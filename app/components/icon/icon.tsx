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
 * (24 px unless a size class says otherwise), without shipping lucide to the browser. The stroke
 * and default size come from the `.icon` class (app/app.css), not from attributes repeated on
 * every icon of the page.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      {...rest}
    >
      <use href={`${spriteUrl}#${symbolId(name)}`} />
    </svg>
  );
}
