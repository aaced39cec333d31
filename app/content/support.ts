/**
 * The site's default words for the support page's plans and request checklist, edited by
 * developers until issue 16 makes them editable in the back office.
 */

/** "Support plans", one card each. */
export const PLANS = [
  {
    name: "Pay as you go",
    for: "Occasional help with a site or system we built or have audited.",
    includes: [
      "Fixes, small changes and advice when you need them",
      "Work estimated and agreed with you before we start",
      "Billed for the time used",
    ],
  },
  {
    name: "Care plan",
    for: "Websites and apps that need to stay secure and up to date without in-house technical staff.",
    includes: [
      "Regular software, plugin and security updates",
      "Uptime monitoring and checked, restorable backups",
      "A monthly allowance of time for small changes",
      "A short monthly report of what we did",
    ],
  },
  {
    name: "Managed service",
    for: "Business-critical systems: online shops, school management platforms, farm monitoring and internal tools.",
    includes: [
      "Everything in the care plan",
      "Priority handling of support requests",
      "Out-of-hours emergency cover for outages",
      "Regular reviews of performance, security and cloud costs",
    ],
  },
];

/** "What to include in a support request". */
export const REQUEST_CHECKLIST = [
  "Your name, your organisation and the best way to reach you.",
  "Which website, app or system is affected, with the web address or screen name.",
  "What you were trying to do, what you expected and what happened instead.",
  "The steps that make the problem happen again, if you know them.",
  "When it started, whether it is still happening, and how many people it affects.",
  "Screenshots or the exact wording of any error message.",
  "The device, operating system and browser you were using.",
  "Anything that changed recently, such as an update, a new user or a new integration.",
];
