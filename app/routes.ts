import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { contactRoutes } from "./routes/public/contact.routes";
import { contentRoutes } from "./routes/public/content.routes";
import { pageRoutes } from "./routes/public/pages.routes";

/**
 * The route table. Public pages are grouped in fragments (one per area) so each area's routes
 * sit beside its modules; the catch-all Not Found route stays last.
 */
export default [
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("manifest.webmanifest", "routes/seo/manifest.ts"),
  route("index", "routes/seo/index-redirect.ts"),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    ...contentRoutes,
    ...pageRoutes,
    ...contactRoutes,
    route("login", "routes/account/login.tsx"),
    route("register", "routes/account/register.tsx"),
    route("account", "routes/account/account.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/signup", "routes/admin/signup.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("dashboard", "routes/admin/dashboard.tsx", [
    index("routes/admin/sections/overview.tsx"),
    route("requirement-forms", "routes/admin/sections/requirement-forms.tsx"),
    route("messages", "routes/admin/sections/messages.tsx"),
    route("email", "routes/admin/sections/email.tsx"),
    route("contact-fields", "routes/admin/sections/contact-fields.tsx"),
    route("success-stories", "routes/admin/sections/success-stories.tsx"),
    route("team-members", "routes/admin/sections/team-members.tsx"),
    route("services", "routes/admin/sections/services.tsx"),
    route("projects", "routes/admin/sections/projects.tsx"),
    route("hero-slides", "routes/admin/sections/hero-slides.tsx"),
    route("what-we-do", "routes/admin/sections/what-we-do.tsx"),
    route("images", "routes/admin/sections/images.tsx"),
    route("testimonials", "routes/admin/sections/testimonials.tsx"),
    route("about-content", "routes/admin/sections/about-content.tsx"),
    route("pages", "routes/admin/sections/pages.tsx"),
    route("ai", "routes/admin/sections/ai.tsx"),
    route("blog-posts", "routes/admin/sections/blog-posts.tsx"),
    route("activity-log", "routes/admin/sections/activity-log.tsx"),
    route("data", "routes/admin/sections/data.tsx"),
    route("settings", "routes/admin/sections/settings.tsx"),
    route("*", "routes/admin/sections/unknown-section.tsx"),
  ]),
] satisfies RouteConfig;
