export { getHomeContent } from "@server/services/public-content";
