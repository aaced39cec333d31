/** The Email Management area's words (spec 3 §2 Email Management area, §8). */
export const EMAIL_AREA_COPY = {
  tabsLabel: "Email Management sections",
  tabs: { inbox: "Inbox", conversations: "Conversations", templates: "Templates", settings: "Settings" },
  createTestEmails: "Create Test Emails",
  creatingTestEmails: "Creating...",
  compose: "Compose Email",
  composeTitle: "Compose Email",
  testEmailsCreated: {
    title: "Test emails created",
    description: "Sample conversations were added to the inbox.",
  },
  testEmailsFailed: { title: "Failed to create test emails", description: "Please try again." },
  stats: {
    label: "Email statistics",
    total: "Total Conversations",
    active: (n: number) => `${n} active`,
    sent: "Messages Sent",
    today: (n: number) => `${n} today`,
    response: "Response Time",
    hours: (h: number) => `${h < 10 ? h.toFixed(1) : Math.round(h)}h`,
    notAvailable: "N/A",
    templates: "Templates",
    unread: (n: number) => `${n} unread ${n === 1 ? "reply" : "replies"}`,
  },
} as const;
