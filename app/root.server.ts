export { getSiteSettings } from "../server/services/site-settings";
