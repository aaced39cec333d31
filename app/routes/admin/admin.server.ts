export { adminExists } from "@server/services/admins";
