import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The public content pages: about, services, our work / portfolio, blog and case studies
 * (spec 1 §2.1). The home page is the layout's index route in app/routes.ts.
 */
export const contentRoutes: RouteConfigEntry[] = [
  route("about", "routes/public/about.tsx"),
  route("services", "routes/public/services.tsx"),
  route("services/:slug", "routes/public/service-page.tsx"),
  route("our-work", "routes/public/our-work.tsx"),
  route("portfolio", "routes/public/our-work.tsx", { id: "routes/public/portfolio" }),
  route("our-work/:slug", "routes/public/project.tsx"),
  route("blog", "routes/public/blog.tsx"),
  route("blog/:id", "routes/public/blog-post.tsx"),
  route("case-studies", "routes/public/case-studies.tsx"),
];
