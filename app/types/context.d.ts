import type { PageContext } from "@server/app";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
