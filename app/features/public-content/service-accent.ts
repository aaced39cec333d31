import { accentOf } from "@common/service-accents";

/**
 * A service's accent as a surface (its icon tile, the picture panel of its page): the accent's
 * gradient under a white icon. Undefined when the service has none or an unnamed pair, so the
 * caller's theme tint applies; stored class names are never put into the page as they are.
 */
export function accentSurface(service: {
  color: string | null;
  gradient: string | null;
}): string | undefined {
  const accent = accentOf(service.color, service.gradient);
  // .accent-surface (app.css) is the gradient's direction and the white text; the pair's colours follow.
  return accent ? `accent-surface ${accent.gradient}` : undefined;
}

/** A service's icon tile: its accent, else the theme's tint. */
export function serviceTileColors(service: { color: string | null; gradient: string | null }): string {
  return accentSurface(service) ?? "bg-primary/10 text-primary dark:bg-primary/25 dark:text-white";
}
