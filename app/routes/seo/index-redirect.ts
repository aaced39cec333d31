import { redirect } from "react-router";

/** Spec 1 §2.1: /index redirects to /. */
export function loader() {
  return redirect("/", 301);
}
