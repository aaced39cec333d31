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
  // No viewBox: the sprite's <symbol>s carry lucide's, and <use> scales them to the box.
  return (
    <svg aria-hidden="true" className={iconClass(className)} {...rest}>
      <use href={`${spriteUrl}#${symbolId(name)}`} />
    </svg>
  );
}

/** The common square sizes, each a class of app.css that also gives the icon's stroke. */
const NAMED_SIZE = /^h-([456]) w-\1(?= |$)/;

/** "icon h-4 w-4 …" as "icon-4 …": the most frequent strings of the page's icons, shorter. */
export function iconClass(className?: string): string {
  if (!className) return "icon";
  const size = NAMED_SIZE.exec(className);
  return size ? `icon-${size[1]}${className.slice(size[0].length)}` : `icon ${className}`;
}
