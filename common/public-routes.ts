/**
 * The public pages of spec 1 §2.1 with a fixed path, in the order the /sitemap page lists them.
 * Used by sitemap.xml, the /sitemap page and the route tests. Pages built from data (each visible
 * service after /services, a project, a blog post) are added from the database where needed.
 */
/** The public address of a service (spec 2 §5). */
export const serviceLink = (slug: string) => `/services/${slug}`;

export type PublicPage = {
  path: string;
  title: string;
  group: "Company" | "Services" | "Resources" | "Legal";
};

export const PUBLIC_PAGES: PublicPage[] = [
  { path: "/", title: "Home", group: "Company" },
  { path: "/about", title: "About Us", group: "Company" },
  { path: "/our-work", title: "Our Work", group: "Company" },
  { path: "/portfolio", title: "Portfolio", group: "Company" },
  { path: "/case-studies", title: "Case Studies", group: "Company" },
  { path: "/industries", title: "Industries", group: "Company" },
  { path: "/careers", title: "Careers", group: "Company" },
  { path: "/contact", title: "Contact", group: "Company" },
  { path: "/contact-enhanced", title: "Contact Details", group: "Company" },
  { path: "/services", title: "Services", group: "Services" },
  { path: "/blog", title: "Blog", group: "Resources" },
  { path: "/faq", title: "FAQ", group: "Resources" },
  { path: "/support", title: "Support", group: "Resources" },
  { path: "/sitemap", title: "Sitemap", group: "Resources" },
  { path: "/privacy", title: "Privacy Policy", group: "Legal" },
  { path: "/terms", title: "Terms of Service", group: "Legal" },
  { path: "/cookies", title: "Cookie Policy", group: "Legal" },
];
