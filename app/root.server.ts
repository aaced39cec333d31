export { pageSettings } from "@server/services/site-settings";
