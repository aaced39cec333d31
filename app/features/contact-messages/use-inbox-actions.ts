import {
  type ContactMessage,
  type ContactMessageUpdate,
  CONTACT_INBOX_TEXT as T,
} from "@common/schemas/contact-messages";
import { useResourceUpdate } from "~/features/admin-kit";
import { toast } from "~/lib/toast";
import { contactMessages } from "./resource";

/** The row menu's one-click changes, each with the spec's success and failure toasts (spec 3 §8). */
export const QUICK_ACTIONS = {
  read: { patch: { status: "read" }, success: T.success.read, failure: T.failure.status },
  replied: { patch: { status: "replied" }, success: T.success.replied, failure: T.failure.status },
  urgent: { patch: { priority: "urgent" }, success: T.success.priority, failure: T.failure.priority },
  high: { patch: { priority: "high" }, success: T.success.priority, failure: T.failure.priority },
  archive: { patch: { status: "archived" }, success: T.success.archived, failure: T.failure.archive },
} as const satisfies Record<string, { patch: ContactMessageUpdate; success: string; failure: string }>;
export type QuickAction = keyof typeof QUICK_ACTIONS;

const failed = (description: string) => toast.error(T.errorTitle, { description });

/** The inbox's changes to a message; each answers whether it worked (the toasts are shown here). */
export function useInboxActions() {
  const update = useResourceUpdate<ContactMessage, ContactMessageUpdate>(contactMessages);

  async function change(
    message: ContactMessage,
    patch: ContactMessageUpdate,
    success: string,
    failure: string,
  ) {
    try {
      await update.mutateAsync({ id: message.id, patch });
    } catch {
      failed(failure);
      return false;
    }
    toast.success(success);
    return true;
  }

  const apply = (message: ContactMessage, action: QuickAction) => {
    const { patch, success, failure } = QUICK_ACTIONS[action];
    return change(message, patch, success, failure);
  };

  /** Spec 3 §4: opening a new message marks it read; quietly, unless it fails. */
  function markOpened(message: ContactMessage) {
    update.mutate({ id: message.id, patch: { status: "read" } }, { onError: () => failed(T.failure.status) });
  }

  const saveNotes = (message: ContactMessage, notes: string) =>
    change(message, { admin_notes: notes }, T.success.notes, T.failure.notes);

  return { apply, markOpened, saveNotes, updating: update.isPending };
}
