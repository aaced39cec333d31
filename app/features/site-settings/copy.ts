import type { ToastText } from "~/features/admin-kit";

/** The Website Settings screen's words: spec 3 §2 and §8 where they give them. */
export const SETTINGS_COPY = {
  loading: "Loading settings...",
  loadFailedTitle: "Error Loading Settings",
  tryAgain: "Try Again",
  empty: "No settings found. Please try refreshing the page.",
  tabsLabel: "Settings sections",
  tabs: { general: "General", appearance: "Appearance", contact: "Contact", advanced: "Advanced" },
  resetAll: "Reset to Defaults",
  save: "Save Changes",
  saving: "Saving...",
  resetting: "Resetting...",
  uploading: "Uploading...",
  unsaved: "You have unsaved changes.",
  readOnly: "You can view the website settings; changing them needs the settings update permission.",
  confirmResetTitle: "Reset all settings?",
  confirmReset:
    "Every setting goes back to its default value: the name, colours, fonts, contact details, logos, SEO, custom code and maintenance mode.",
} as const;

/** Spec 3 §8's toasts. */
export const SETTINGS_TOASTS = {
  updated: { title: "Settings Updated", description: "Website settings have been saved successfully." },
  updateFailed: (message?: string): ToastText => ({
    title: "Update Failed",
    description: message || "Failed to update settings. Please try again.",
  }),
  reset: { title: "Settings Reset", description: "All settings have been reset to default values." },
  resetFailed: { title: "Reset Failed", description: "Failed to reset settings. Please try again." },
  faviconUploaded: { title: "Favicon uploaded successfully" },
  faviconFailed: { title: "Upload failed", description: "Failed to upload favicon. Please try again." },
  presetApplied: (name: string): ToastText => ({
    title: "Color preset applied",
    description: `${name} colors are in place: save to make permanent.`,
  }),
  colorsReset: { title: "Colors reset" },
  typographyReset: { title: "Typography reset" },
  weekdayHours: { title: "Weekday hours set" },
  weekendHours: { title: "Weekend hours set" },
  hoursCopied: { title: "Hours copied" },
  hoursReset: { title: "Hours reset" },
  seoReset: { title: "SEO settings reset" },
  socialAdded: { title: "Social link added" },
  socialRemoved: { title: "Social link removed" },
  mapUrl: { title: "Map URL generated" },
  copied: { title: "Copied to clipboard" },
} satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;
