import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Content and legal pages (spec 1 §2.1): careers, support, FAQ, industries, sitemap, legal. */
export const pageRoutes: RouteConfigEntry[] = [
  route("careers", "routes/public/careers.tsx"),
  route("support", "routes/public/support.tsx"),
  route("faq", "routes/public/faq.tsx"),
  route("industries", "routes/public/industries.tsx"),
  route("sitemap", "routes/public/sitemap.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("cookies", "routes/public/cookies.tsx"),
];
