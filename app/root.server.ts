export { safeCustomCss, safeInjectedScript, validAnalyticsIds } from "@server/services/injected-code";
export { getSiteSettings } from "@server/services/site-settings";
