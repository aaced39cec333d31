/**
 * Joins class names without tailwind-merge (public pages: keeps ~8 KB gz out of their scripts).
 * Unlike cn(), conflicting utilities are not resolved, so callers must not pass classes that
 * fight the component's own (use a prop/variant instead).
 */
export { clsx as cx } from "clsx";
