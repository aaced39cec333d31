import type { Motif } from "./artwork";

/** Which picture each seeded item gets: hero slides by order, projects and services by slug. */
export const HERO_ART: Record<number, Motif> = { 1: "devices", 2: "growth", 3: "conversation" };

export const PROJECT_ART: Record<string, Motif> = {
  "harvest-ledger-farm-management-platform": "farm",
  "brightpath-academy-school-portal": "school",
  "coastline-outfitters-online-store": "shop",
};

/** By the seeded services' slugs (server/db/seed-services.ts). */
export const SERVICE_ART: Record<string, Motif> = {
  "web-development": "browser",
  seo: "search",
  "digital-marketing": "megaphone",
  "brand-design": "palette",
  "cloud-services": "cloud",
  "app-development": "phone",
  "agriculture-tech": "farm",
  "school-management": "school",
  "business-solutions": "dashboard",
  "student-programs": "students",
  "technical-services": "gear",
  "digital-transformation": "transform",
};

/** Sizes: full-width hero slides, and cards / page headers for projects and services. */
export const HERO_SIZE = { width: 1920, height: 1080 };
export const CARD_SIZE = { width: 1600, height: 1000 };
