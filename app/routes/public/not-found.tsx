import { data } from "react-router";
import { NotFoundScreen } from "~/components/screens/screens";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Any unknown path: the Not Found page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Page not found");
}

export default function NotFound() {
  return <NotFoundScreen />;
}
