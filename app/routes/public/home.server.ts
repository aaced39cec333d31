export { listServices } from "../../../server/services/services";
