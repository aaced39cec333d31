export { getSiteSettings } from "@server/services/site-settings";
export { listDynamicPages } from "@server/services/sitemap";
