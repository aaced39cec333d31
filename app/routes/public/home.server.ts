export { getHomeContent } from "@server/services/home-page";
