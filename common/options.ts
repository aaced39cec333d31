/** Option lists and enum values from the spec, kept once for the schema, the API and the UI. */

// Quote requests (spec 1 §4, §5.3; spec 2 §4)
export const REQUIREMENT_STATUSES = [
  "new",
  "reviewing",
  "quoted",
  "accepted",
  "rejected",
  "archived",
] as const;
export const PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export const PROJECT_TYPES = [
  "Business Website",
  "Mobile App",
  "Online Store",
  "Website Redesign",
  "Custom Solution",
  "Digital Marketing Help",
  "Other",
] as const;
export const QUOTE_BUDGETS = [
  "Under $5,000",
  "$5,000 - $15,000",
  "$15,000 - $50,000",
  "$50,000 - $100,000",
  "Over $100,000",
  "Let's Discuss",
] as const;
export const TIMELINES = [
  "ASAP (Rush Job)",
  "1-3 months",
  "3-6 months",
  "6-12 months",
  "Over 1 year",
  "Flexible",
] as const;
export const FEATURES = [
  "Customer login & accounts",
  "Online payments",
  "Admin control panel",
  "Live chat support",
  "Mobile notifications",
  "Social media integration",
  "Email marketing",
  "Search functionality",
  "Multi-language support",
  "Analytics & reporting",
  "Booking/scheduling system",
  "File uploads & downloads",
] as const;
export const PLATFORMS = [
  "Website (works on computers & phones)",
  "iPhone app",
  "Android app",
  "Both iPhone & Android apps",
] as const;
export const REFERRAL_SOURCES = [
  "Google Search",
  "Social Media",
  "Referral from Friend",
  "Previous Client",
  "LinkedIn",
  "Other",
] as const;

// Contact messages and the contact form (spec 3 §4, §9)
export const CONTACT_STATUSES = ["new", "read", "replied", "archived"] as const;
export const CONTACT_FIELD_TYPES = [
  "text",
  "email",
  "tel",
  "textarea",
  "select",
  "checkbox",
  "radio",
] as const;

// Content (spec 2 §3, §5, §9)
export const PROJECT_STATUSES = ["draft", "published", "archived"] as const;
export const PROJECT_CATEGORIES = [
  "Agriculture Tech",
  "Business Solutions",
  "E-commerce",
  "Mobile App",
  "Other",
  "School Management",
  "Web Development",
] as const;
export const PROJECT_BUDGETS = [
  "Under $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000 - $100,000",
  "Over $100,000",
] as const;
export const SERVICE_ICONS = [
  "Globe",
  "Search",
  "Megaphone",
  "Palette",
  "Cloud",
  "Smartphone",
  "Leaf",
  "GraduationCap",
  "Building2",
  "BookOpen",
  "Users",
  "Wrench",
  "Rocket",
] as const;
export const ABOUT_SECTION_TYPES = [
  "history",
  "mission",
  "vision",
  "values",
  "team",
  "awards",
  "timeline",
  "custom",
] as const;
export const STORY_CATEGORIES = [
  "web-development",
  "mobile-app",
  "digital-marketing",
  "seo",
  "brand-design",
  "e-commerce",
  "cloud-services",
  "digital-transformation",
  "consulting",
  "other",
] as const;
/** How each category reads on screen. */
export const STORY_CATEGORY_LABELS: Record<(typeof STORY_CATEGORIES)[number], string> = {
  "web-development": "Web Development",
  "mobile-app": "Mobile App",
  "digital-marketing": "Digital Marketing",
  seo: "SEO",
  "brand-design": "Brand Design",
  "e-commerce": "E-commerce",
  "cloud-services": "Cloud Services",
  "digital-transformation": "Digital Transformation",
  consulting: "Consulting",
  other: "Other",
};

export const storyCategoryLabel = (category: string) =>
  STORY_CATEGORY_LABELS[category as (typeof STORY_CATEGORIES)[number]] ?? category;
export const DEPARTMENTS = [
  "Leadership",
  "Engineering",
  "Design",
  "Marketing",
  "Sales",
  "Operations",
  "HR",
  "Finance",
  "Customer Success",
  "Product",
] as const;
export const BLOG_STATUSES = ["draft", "published"] as const;
/** A standing page (issue 16): published, or a draft only staff can preview. */
export const PAGE_STATUSES = ["draft", "published"] as const;
/** The standing pages the Pages manager edits, by slug (issue 16); each has its public route. */
export const STANDING_PAGES = [
  "about",
  "faq",
  "industries",
  "careers",
  "support",
  "privacy",
  "terms",
  "cookies",
] as const;
export const COMMENT_STATUSES = ["pending", "approved", "spam"] as const;

// E-mail (spec 3 §3, §4, §9)
export const TEMPLATE_TYPES = [
  "requirement_response",
  "contact_response",
  "quote_request",
  "quote_response",
  "follow_up",
  "welcome",
  "project_update",
  "custom",
] as const;
export const CONVERSATION_STATUSES = ["active", "closed", "archived"] as const;
export const CONVERSATION_RELATED_TYPES = ["requirement_form", "contact_message", "general"] as const;
export const EMAIL_DIRECTIONS = ["inbound", "outbound"] as const;
export const EMAIL_MESSAGE_STATUSES = [
  "pending",
  "sent",
  "delivered",
  "opened",
  "clicked",
  "failed",
  "bounced",
] as const;
export const EMAIL_PROVIDERS = ["smtp", "resend", "sendgrid", "mailgun"] as const;

// AI (spec 2 §3)
export const AI_PROVIDERS = [
  "openai",
  "claude",
  "google",
  "deepseek",
  "groq",
  "mistral",
  "huggingface",
  "together",
  "ollama",
] as const;
export const AI_FEATURES = ["analytics", "recommendations", "queries", "alerts", "visualization"] as const;
