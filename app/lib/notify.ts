/**
 * An error toast from code on every public page (navigation bar, quote wizard loader). The toast
 * module (and sonner with it) is imported on demand so the first page load does not carry it;
 * screens that toast often import `toast` from "~/lib/toast" directly.
 */
export function toastError(title: string, description: string): void {
  void import("./toast").then(({ toast }) => toast.error(title, { description }));
}
