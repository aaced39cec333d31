import { Script } from "node:vm";
import { ANALYTICS_ID_PATTERNS } from "@common/site-settings-rules";

/** Looks like an HTML tag or comment: injected scripts must be plain JavaScript (spec 1 §5.3b). */
const HTML_LIKE = /<\s*\/?\s*[a-z!][^>]*>|<!--/i;

/**
 * A header or footer script from settings, or null when it must not run: empty or
 * whitespace-only, containing HTML-like text, or not valid JavaScript. The syntax check compiles
 * the code without running it.
 */
export function safeInjectedScript(code: string | null | undefined): string | null {
  if (!code || code.trim() === "") return null;
  if (HTML_LIKE.test(code)) return null;
  try {
    new Script(code);
  } catch {
    return null;
  }
  return code;
}

/** The analytics IDs from settings that match their format (spec 3 §5); invalid ones are dropped. */
export function validAnalyticsIds(settings: {
  google_analytics_id: string | null;
  google_tag_manager_id: string | null;
  facebook_pixel_id: string | null;
}) {
  const pick = (value: string | null, pattern: RegExp) => {
    const v = value?.trim() ?? "";
    return pattern.test(v) ? v : null;
  };
  return {
    ga: pick(settings.google_analytics_id, ANALYTICS_ID_PATTERNS.google_analytics_id),
    gtm: pick(settings.google_tag_manager_id, ANALYTICS_ID_PATTERNS.google_tag_manager_id),
    pixel: pick(settings.facebook_pixel_id, ANALYTICS_ID_PATTERNS.facebook_pixel_id),
  };
}

/** Custom CSS cannot close its <style> element or open another tag. */
export function safeCustomCss(css: string | null | undefined): string | null {
  if (!css || css.trim() === "") return null;
  return css.replace(/<\/?(style|script)/gi, "");
}
