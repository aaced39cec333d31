import { EMAIL_SETTINGS_TEXT } from "@common/schemas/email-settings";

/** The e-mail settings' words (spec 3 §2 Email Settings, §5 Email settings, §8). */
export const EMAIL_SETTINGS_COPY = {
  loading: "Loading email settings...",
  loadFailed: "Failed to load email settings",
  tabsLabel: "Email settings sections",
  tabs: { provider: "Provider", sender: "Sender Info", limits: "Limits", incoming: "Incoming" },
  notConfigured: "E-mail is not configured yet: nothing can be sent until these settings are saved.",
  readOnly: "You can view the e-mail settings; changing them needs the email settings update permission.",
  notSupported: `${EMAIL_SETTINGS_TEXT.notSupported}: this provider is offered, but sending through it fails.`,
  save: "Save Settings",
  saving: "Saving...",
  saved: { title: "Email settings saved", description: "The new settings are active." },
  saveFailed: (message?: string) => ({
    title: "Failed to save email settings",
    description: message || "Please try again.",
  }),
  unsaved: "You have unsaved changes.",
  secretSet: (mask: string | null) => `Set${mask ? ` (${mask})` : ""}`,
  secretNotSet: "Not set",
  secretReplace: "Type a new value to replace it",
  secretRemove: "Remove",
  secretRemoved: "Will be removed when you save.",
  secretUndo: "Undo",
  testHeading: "Send test e-mail",
  testTo: "Send the test to",
  testButton: "Send test e-mail",
  testSending: "Sending...",
  testUsesSaved: "The test uses the saved settings: save your changes first.",
  testSent: (to: string) => ({ title: "Test e-mail sent", description: `A test message was sent to ${to}.` }),
  testFailed: "Test e-mail failed",
  usage: (sent: number, limit: number) => `${sent} of ${limit} used`,
  inboundHint:
    "Inbound-mail services post raw messages to /api/v1/inbound-email with the header Authorization: Bearer <this secret>.",
} as const;
