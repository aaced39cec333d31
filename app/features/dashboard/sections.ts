import { hasPermission } from "@common/auth";
import {
  Activity,
  Award,
  Bot,
  Briefcase,
  Database,
  Files,
  FileText,
  FormInput,
  GalleryHorizontal,
  Images,
  Info,
  Layers,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessageSquareQuote,
  Newspaper,
  Settings,
  Users,
} from "lucide-react";

export type DashboardSection = {
  /** The section id of spec 2 §2, also its URL segment under /dashboard ("" for Overview). */
  id: string;
  label: string;
  icon: LucideIcon;
  /** The permission the section's list needs; the sidebar hides sections the admin cannot open. */
  permission: [resource: string, action: string];
};

/**
 * The sidebar, in the order of spec 2 §2. Only built sections are listed (no dead links); each
 * new section adds one entry here and one route in app/routes.ts.
 */
export const DASHBOARD_SECTIONS: DashboardSection[] = [
  { id: "", label: "Overview", icon: LayoutDashboard, permission: ["dashboard", "read"] },
  {
    id: "requirement-forms",
    label: "Quote Requests",
    icon: FileText,
    permission: ["requirement_forms", "read"],
  },
  { id: "messages", label: "Messages", icon: MessageSquare, permission: ["contact_messages", "read"] },
  {
    id: "email",
    label: "Email Management",
    icon: Mail,
    permission: ["email_conversations", "read"],
  },
  {
    id: "contact-fields",
    label: "Contact Form",
    icon: FormInput,
    permission: ["contact_form_fields", "read"],
  },
  {
    id: "success-stories",
    label: "Success Stories",
    icon: Award,
    permission: ["success_stories", "read"],
  },
  { id: "services", label: "Services", icon: Layers, permission: ["services", "read"] },
  { id: "projects", label: "Portfolio", icon: Briefcase, permission: ["projects", "read"] },
  {
    id: "hero-slides",
    label: "Hero Slides",
    icon: GalleryHorizontal,
    permission: ["hero_carousel_items", "read"],
  },
  { id: "what-we-do", label: "What We Do", icon: LayoutGrid, permission: ["what_we_do", "read"] },
  { id: "images", label: "Image Library", icon: Images, permission: ["stored_images", "read"] },
  {
    id: "testimonials",
    label: "Testimonials",
    icon: MessageSquareQuote,
    permission: ["testimonials", "read"],
  },
  { id: "team-members", label: "Team Members", icon: Users, permission: ["team_members", "read"] },
  { id: "about-content", label: "About Content", icon: Info, permission: ["about_content", "read"] },
  { id: "pages", label: "Pages", icon: Files, permission: ["pages", "read"] },
  { id: "ai", label: "AI Integration", icon: Bot, permission: ["ai_settings", "read"] },
  { id: "blog-posts", label: "Blog Posts", icon: Newspaper, permission: ["blog_posts", "read"] },
  { id: "activity-log", label: "Activity Log", icon: Activity, permission: ["activity_log", "read"] },
  { id: "data", label: "Data Management", icon: Database, permission: ["data", "read"] },
  { id: "settings", label: "Website Settings", icon: Settings, permission: ["site_settings", "read"] },
];

export function sectionPath(section: DashboardSection): string {
  return section.id ? `/dashboard/${section.id}` : "/dashboard";
}

/** The section a /dashboard URL shows (undefined for an unknown one). */
export function sectionForPath(pathname: string): DashboardSection | undefined {
  const id = pathname.replace(/^\/dashboard\/?/, "").split("/")[0] ?? "";
  return DASHBOARD_SECTIONS.find((s) => s.id === id);
}

export function visibleSections(permissions: readonly string[]): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter((s) => s.id === "" || hasPermission(permissions, ...s.permission));
}
