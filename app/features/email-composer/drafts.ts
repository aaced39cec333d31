/**
 * The composer's drafts: "Save Draft" keeps what was typed in this browser's localStorage, one
 * draft per context (a contact message, a quote request, a conversation, or a new e-mail), and
 * the composer opened again for the same record starts from it. A sent e-mail clears its draft.
 */

export type ComposerMode = "html" | "text";

export type DraftValues = {
  templateId: string;
  variables: Record<string, string>;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  mode: ComposerMode;
  html: string;
  text: string;
};

export type Draft = DraftValues & { savedAt: string };

const PREFIX = "atrium.email-draft.";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(key: string): Draft | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft !== "object" || draft === null || typeof draft.savedAt !== "string") return null;
    return {
      templateId: str(draft.templateId),
      variables: strings(draft.variables),
      to: str(draft.to),
      cc: str(draft.cc),
      bcc: str(draft.bcc),
      subject: str(draft.subject),
      mode: draft.mode === "text" ? "text" : "html",
      html: str(draft.html),
      text: str(draft.text),
      savedAt: draft.savedAt,
    };
  } catch {
    return null;
  }
}

/** Saves the draft; false when the browser refuses (storage full or disabled). */
export function saveDraft(key: string, values: DraftValues, now = new Date()): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(PREFIX + key, JSON.stringify({ ...values, savedAt: now.toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(PREFIX + key);
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

function strings(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
