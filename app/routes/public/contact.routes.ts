import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const contactRoutes: RouteConfigEntry[] = [
  route("contact", "routes/public/contact.tsx"),
  route("contact-enhanced", "routes/public/contact-enhanced.tsx"),
];
