import { ADMIN_NOTES_MAX, CONTACT_INBOX_TEXT, type ContactMessage } from "@common/schemas/contact-messages";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Detail, DetailList } from "~/components/ui/detail-list";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/textarea-field";
import { useResourceItem } from "~/features/admin-kit";
import { formatDateTime } from "~/lib/format-date";
import { PriorityBadge, StatusBadge } from "./message-badges";
import { contactMessages } from "./resource";
import { useInboxActions } from "./use-inbox-actions";

/** Spec 3 §2 "Message Details": the whole message and the admin notes. */
export function MessageDetailsDialog({
  message,
  canUpdate,
  onClose,
}: {
  message: ContactMessage | null;
  canUpdate: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={CONTACT_INBOX_TEXT.detailsTitle}
    >
      {/* Mounted per opening, so the notes start from what is stored each time. */}
      {message ? (
        <Details key={message.id} initial={message} canUpdate={canUpdate} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function Details({
  initial,
  canUpdate,
  onClose,
}: {
  initial: ContactMessage;
  canUpdate: boolean;
  onClose: () => void;
}) {
  // The list's copy until the current one arrives, kept live after that.
  const message = useResourceItem(contactMessages, initial.id).data ?? initial;
  const { markOpened, saveNotes, updating } = useInboxActions();
  const [notes, setNotes] = useState(initial.admin_notes ?? "");
  const [saving, setSaving] = useState(false);

  // Spec 3 §4: opening a new message marks it read (once, also under StrictMode's double effects).
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || !canUpdate || initial.status !== "new") return;
    marked.current = true;
    markOpened(initial);
  }, [initial, canUpdate, markOpened]);

  const onSave = async () => {
    setSaving(true);
    const saved = await saveNotes(message, notes);
    setSaving(false);
    // On failure the dialog stays open with what was typed.
    if (saved) onClose();
  };

  return (
    <div className="space-y-4">
      <DetailList>
        <Detail label="Name">{message.name}</Detail>
        <Detail label="Email">
          {message.email ? (
            <a href={`mailto:${message.email}`} className="break-all text-primary underline">
              {message.email}
            </a>
          ) : null}
        </Detail>
        <Detail label="Company">{message.company}</Detail>
        <Detail label="Date">
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </Detail>
      </DetailList>
      <div className="flex flex-wrap gap-2" data-testid="details-badges">
        <StatusBadge status={message.status} />
        <PriorityBadge priority={message.priority} />
      </div>
      <section aria-labelledby="message-details-text" className="space-y-1">
        <h3 id="message-details-text" className="text-sm font-medium">
          Message
        </h3>
        {/* Plain text: React escapes it; line breaks are kept. */}
        <p className="rounded-md border border-border bg-bg p-3 text-sm break-words whitespace-pre-wrap">
          {message.message}
        </p>
      </section>
      <ExtraAnswers answers={message.extra_fields} />
      <section aria-label="Where the message came from">
        <DetailList className="text-xs">
          <Detail label="IP address">{message.ip_address}</Detail>
          <Detail label="Browser">{message.user_agent}</Detail>
        </DetailList>
      </section>
      <TextareaField
        label="Admin Notes"
        value={notes}
        maxLength={ADMIN_NOTES_MAX}
        readOnly={!canUpdate}
        placeholder="Add internal notes about this message..."
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {canUpdate ? (
          <Button onClick={onSave} disabled={saving || updating}>
            {saving ? "Saving..." : "Save Notes"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Answers to the contact form's extra fields (staff add them in Contact Form), keyed by field
 * name; the name is shown readable because the field may since have been renamed or deleted.
 */
function ExtraAnswers({ answers }: { answers: Record<string, unknown> | null }) {
  const entries = Object.entries(answers ?? {});
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="message-details-extra" className="space-y-1">
      <h3 id="message-details-extra" className="text-sm font-medium">
        Other answers
      </h3>
      <DetailList className="rounded-md border border-border bg-bg p-3">
        {entries.map(([name, value]) => (
          <Detail key={name} label={readableName(name)}>
            {answerText(value)}
          </Detail>
        ))}
      </DetailList>
    </section>
  );
}

const readableName = (name: string) => {
  const words = name.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function answerText(value: unknown): string | null {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}
