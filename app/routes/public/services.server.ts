export { listPublicServices } from "@server/services/services";
