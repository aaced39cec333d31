/** The server-only store's keys for the home page's held lists (lib/held-content.tsx). */
export const HELD = {
  whatWeDo: "home.whatWeDo",
  services: "home.services",
  projects: "home.projects",
  testimonials: "home.testimonials",
} as const;
