import { toast } from "~/lib/toast";

/** A toast's words: the title, and a line under it. */
export type ToastText = { title: string; description?: string };

export function showToast(kind: "success" | "error", text: ToastText) {
  toast[kind](text.title, text.description ? { description: text.description } : undefined);
}
