export { listNavServices } from "@server/services/services";
