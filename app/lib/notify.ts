/**
 * An error toast from code on every public page (navigation bar, quote wizard loader). Sonner is
 * imported on demand so the first page load does not carry it; screens that toast often import
 * `toast` from "sonner" directly.
 */
export function toastError(title: string, description: string): void {
  void import("sonner").then(({ toast }) => toast.error(title, { description }));
}
