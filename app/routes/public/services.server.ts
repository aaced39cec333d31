export { listPublicServices } from "@server/services/public-content";
