// Default seed content for Atrium: the built-in default items for projects,
// testimonials, contact form fields, email templates, hero carousel slides and
// "what we do" entries (services: seed-services.ts) (the default site settings are in
// common/site-settings-defaults.ts).
// Plain data only; keys are snake_case to match the database columns.

export type SeedProjectCategory =
  | "Agriculture Tech"
  | "Business Solutions"
  | "E-commerce"
  | "Mobile App"
  | "Other"
  | "School Management"
  | "Web Development";

export type SeedBudgetRange =
  | "Under $5,000"
  | "$5,000 - $10,000"
  | "$10,000 - $25,000"
  | "$25,000 - $50,000"
  | "$50,000 - $100,000"
  | "Over $100,000";

export type SeedProjectStatus = "draft" | "published" | "archived";

export type SeedProject = {
  title: string;
  slug: string;
  description: string;
  category: SeedProjectCategory;
  image: string | null;
  technologies: string[];
  client_name: string;
  testimonial_text: string;
  featured: boolean;
  order_index: number;
  year: number;
  results: string;
  project_link: string | null;
  status: SeedProjectStatus;
  gallery_images: string[];
  project_duration: string;
  budget_range: SeedBudgetRange;
  team_size: number;
};

export type SeedTestimonial = {
  name: string;
  role: string;
  company: string;
  avatar: string | null;
  content: string;
  rating: number;
  featured: boolean;
  order_index: number;
};

export type SeedContactFieldType = "text" | "email" | "tel" | "textarea" | "select" | "checkbox" | "radio";

export type SeedContactFormField = {
  field_name: string;
  field_label: string;
  field_type: SeedContactFieldType;
  field_placeholder: string;
  field_options: string[] | null;
  is_required: boolean;
  is_active: boolean;
  order_index: number;
  validation_rules: { minLength: number } | null;
  help_text: string | null;
};

export type SeedEmailTemplateType =
  | "requirement_response"
  | "contact_response"
  | "quote_request"
  | "quote_response"
  | "follow_up"
  | "welcome"
  | "project_update"
  | "custom";

export type SeedEmailTemplate = {
  name: string;
  description: string;
  subject: string;
  body_html: string;
  body_text: string;
  template_type: SeedEmailTemplateType;
  category: string;
  variables: string[];
  is_active: boolean;
  is_default: boolean;
};

/**
 * A hero slide; the seeded artwork's image_url is set by order_index (1…3) after this seed, and
 * image_alt describes that artwork (seed-art/catalogue.ts HERO_ART: what each picture shows).
 */
export type SeedHeroCarouselItem = {
  title: string;
  subtitle: string;
  description: string;
  image_url: string | null;
  image_alt: string | null;
  cta_text: string;
  cta_link: string;
  secondary_cta_text: string;
  secondary_cta_link: string;
  order_index: number;
  is_active: boolean;
};

export type SeedWhatWeDoItem = {
  title: string;
  description: string;
  icon: string;
  order_index: number;
  is_active: boolean;
};

// 1. Services: the twelve service pages, in seed-services.ts.

// ---------------------------------------------------------------------------
// 2. Projects (fictional clients)
// ---------------------------------------------------------------------------

export const defaultProjects: SeedProject[] = [
  {
    title: "Harvest Ledger Farm Management Platform",
    slug: "harvest-ledger-farm-management-platform",
    description:
      "A farm management platform for a cooperative of 38 family farms in California's Central Valley. Soil-moisture sensors, local weather forecasts and field activity logs feed a shared dashboard that recommends irrigation schedules and generates the water-use reports growers must file each season.",
    category: "Agriculture Tech",
    image: null,
    technologies: ["React", "Node.js", "PostgreSQL", "LoRaWAN", "Mapbox GL JS"],
    client_name: "Valley Fresh Growers Cooperative",
    testimonial_text:
      "Our members finally have one place to see what is happening in every field, and the irrigation recommendations paid for the project in the first season.",
    featured: true,
    order_index: 1,
    year: 2024,
    results:
      "Members cut irrigation water use by 22% across 1,400 acres and reduced weekly reporting time from six hours to 40 minutes.",
    project_link: null,
    status: "published",
    gallery_images: [],
    project_duration: "5 months",
    budget_range: "$25,000 - $50,000",
    team_size: 4,
  },
  {
    title: "Brightpath Academy School Portal",
    slug: "brightpath-academy-school-portal",
    description:
      "A unified school portal replacing four separate tools for admissions, attendance, gradebooks and parent communication at an independent K-8 school. Teachers record attendance and grades from any device, and parents receive SMS alerts and can view report cards and pay fees online.",
    category: "School Management",
    image: null,
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Tailwind CSS", "Twilio"],
    client_name: "Brightpath Academy",
    testimonial_text:
      "Report card season used to take over our office for two weeks. Now it is a few days of review and a single click to publish.",
    featured: true,
    order_index: 2,
    year: 2024,
    results:
      "Brought 850 students and 60 staff onto one portal, cut report card preparation from two weeks to three days, and reached 91% parent adoption within a term.",
    project_link: null,
    status: "published",
    gallery_images: [],
    project_duration: "4 months",
    budget_range: "$10,000 - $25,000",
    team_size: 3,
  },
  {
    title: "Coastline Outfitters Online Store",
    slug: "coastline-outfitters-online-store",
    description:
      "A rebuilt online store for an independent outdoor-gear retailer with two physical shops. We moved them to a headless storefront with faster product pages, a simplified mobile checkout, and inventory synced in real time with their in-store point-of-sale system.",
    category: "E-commerce",
    image: null,
    technologies: ["Shopify Hydrogen", "React", "GraphQL", "Stripe", "Klaviyo"],
    client_name: "Coastline Outfitters",
    testimonial_text:
      "The new store is quicker, easier to manage and our customers noticed straight away. Online sales are now our fastest-growing channel.",
    featured: true,
    order_index: 3,
    year: 2025,
    results:
      "Online revenue grew 48% in the first quarter after launch, and mobile checkout conversion rose from 1.2% to 2.9%.",
    project_link: null,
    status: "published",
    gallery_images: [],
    project_duration: "3 months",
    budget_range: "$10,000 - $25,000",
    team_size: 3,
  },
];

// ---------------------------------------------------------------------------
// 3. Testimonials
// ---------------------------------------------------------------------------

export const defaultTestimonials: SeedTestimonial[] = [
  {
    name: "Maria Delgado",
    role: "Operations Director",
    company: "Valley Fresh Growers Cooperative",
    avatar: null,
    content:
      "Atrium took the time to walk our fields and understand how our growers actually work before writing a line of code. The platform they built is simple enough for every member to use, and our water savings in the first season covered the cost of the project.",
    rating: 5,
    featured: true,
    order_index: 1,
  },
  {
    name: "James Okafor",
    role: "Head of School",
    company: "Brightpath Academy",
    avatar: null,
    content:
      "Our staff were juggling four different systems before Atrium built our school portal. Attendance, grades and parent messages now live in one place, and the team was quick to respond whenever we had questions during the first term.",
    rating: 5,
    featured: true,
    order_index: 2,
  },
  {
    name: "Priya Raman",
    role: "Founder",
    company: "Coastline Outfitters",
    avatar: null,
    content:
      "Our new online store is faster and far easier for my team to manage, and mobile sales more than doubled. The launch slipped by a week while we sorted out inventory sync, but Atrium kept us informed throughout and the result was worth it.",
    rating: 4,
    featured: true,
    order_index: 3,
  },
];

// ---------------------------------------------------------------------------
// 4. Contact form fields
// ---------------------------------------------------------------------------

export const defaultContactFormFields: SeedContactFormField[] = [
  {
    field_name: "name",
    field_label: "Full Name",
    field_type: "text",
    field_placeholder: "Jane Smith",
    field_options: null,
    is_required: true,
    is_active: true,
    order_index: 1,
    validation_rules: null,
    help_text: null,
  },
  {
    field_name: "email",
    field_label: "Email Address",
    field_type: "email",
    field_placeholder: "jane@example.com",
    field_options: null,
    is_required: true,
    is_active: true,
    order_index: 2,
    validation_rules: null,
    help_text: null,
  },
  {
    field_name: "company",
    field_label: "Company",
    field_type: "text",
    field_placeholder: "Your company or organization (optional)",
    field_options: null,
    is_required: false,
    is_active: true,
    order_index: 3,
    validation_rules: null,
    help_text: null,
  },
  {
    field_name: "message",
    field_label: "Message",
    field_type: "textarea",
    field_placeholder: "Tell us about your project or question...",
    field_options: null,
    is_required: true,
    is_active: true,
    order_index: 4,
    validation_rules: { minLength: 10 },
    help_text: null,
  },
];

// ---------------------------------------------------------------------------
// 5. Email templates (one per template type)
// ---------------------------------------------------------------------------

export const defaultEmailTemplates: SeedEmailTemplate[] = [
  {
    name: "Requirement Response",
    description:
      "Reply to a new quote request, confirming the project details we received and the next steps.",
    subject: "Re: Your Project Inquiry - {{project_title}}",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>Thank you for sending us the requirements for <strong>{{project_title}}</strong>. We have reviewed your request and here is a summary of what we received:</p>" +
      "<ul>" +
      "<li><strong>Project type:</strong> {{project_type}}</li>" +
      "<li><strong>Budget range:</strong> {{budget_range}}</li>" +
      "<li><strong>Timeline:</strong> {{timeline}}</li>" +
      "</ul>" +
      "<p>One of our project leads will contact you within one business day to go through the details and answer any questions. If anything above needs correcting, simply reply to this email.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "Thank you for sending us the requirements for {{project_title}}. We have reviewed your request and here is a summary of what we received:\n\n" +
      "- Project type: {{project_type}}\n" +
      "- Budget range: {{budget_range}}\n" +
      "- Timeline: {{timeline}}\n\n" +
      "One of our project leads will contact you within one business day to go through the details and answer any questions. If anything above needs correcting, simply reply to this email.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "requirement_response",
    category: "sales",
    variables: ["name", "project_title", "project_type", "budget_range", "timeline"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Contact Response",
    description: "Reply to a message sent through the website contact form.",
    subject: "Re: Your Message",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>Thank you for getting in touch with Atrium Technologies on behalf of <strong>{{company}}</strong>. We have received your message and a member of our team is looking into it.</p>" +
      "<p>We respond to every enquiry within 24 hours on business days. If your request is urgent, just reply to this email and let us know.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "Thank you for getting in touch with Atrium Technologies on behalf of {{company}}. We have received your message and a member of our team is looking into it.\n\n" +
      "We respond to every enquiry within 24 hours on business days. If your request is urgent, just reply to this email and let us know.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "contact_response",
    category: "support",
    variables: ["name", "company"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Quote Request Acknowledgement",
    description: "Confirms receipt of a quote request and shares an initial cost estimate.",
    subject: "We received your quote request for {{project_title}}",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>Thank you for requesting a quote for <strong>{{project_title}}</strong>. Based on the information you provided, our initial estimate for this project is <strong>{{estimated_cost}}</strong>.</p>" +
      "<p>This figure is a starting point. Once we have had a short call to confirm scope and priorities, we will send you a detailed proposal with a full breakdown of costs and milestones.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "Thank you for requesting a quote for {{project_title}}. Based on the information you provided, our initial estimate for this project is {{estimated_cost}}.\n\n" +
      "This figure is a starting point. Once we have had a short call to confirm scope and priorities, we will send you a detailed proposal with a full breakdown of costs and milestones.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "quote_request",
    category: "sales",
    variables: ["name", "project_title", "estimated_cost"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Quote Response",
    description: "Sends the detailed quote for a project, including cost, timeline and scope.",
    subject: "Your quote for {{project_title}}",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>Thank you for your patience. Here is our quote for <strong>{{project_title}}</strong>:</p>" +
      "<ul>" +
      "<li><strong>Estimated cost:</strong> {{estimated_cost}}</li>" +
      "<li><strong>Estimated timeline:</strong> {{timeline}}</li>" +
      "</ul>" +
      "<p><strong>What is included:</strong><br>{{quote_details}}</p>" +
      "<p>This quote is valid for 30 days. If you would like to go ahead, or adjust the scope to fit your budget, reply to this email and we will arrange a kickoff call.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "Thank you for your patience. Here is our quote for {{project_title}}:\n\n" +
      "- Estimated cost: {{estimated_cost}}\n" +
      "- Estimated timeline: {{timeline}}\n\n" +
      "What is included:\n" +
      "{{quote_details}}\n\n" +
      "This quote is valid for 30 days. If you would like to go ahead, or adjust the scope to fit your budget, reply to this email and we will arrange a kickoff call.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "quote_response",
    category: "sales",
    variables: ["name", "project_title", "estimated_cost", "timeline", "quote_details"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Follow-up",
    description: "Checks in with a prospect or client after a period without contact.",
    subject: "Following up on {{project_title}}",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>I wanted to follow up on our conversation about <strong>{{project_title}}</strong>, which we last discussed on {{last_contact_date}}.</p>" +
      "<p>Do you have any questions about our proposal, or has anything changed in your plans? We are happy to adjust the scope or schedule a quick call at a time that suits you.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "I wanted to follow up on our conversation about {{project_title}}, which we last discussed on {{last_contact_date}}.\n\n" +
      "Do you have any questions about our proposal, or has anything changed in your plans? We are happy to adjust the scope or schedule a quick call at a time that suits you.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "follow_up",
    category: "sales",
    variables: ["name", "project_title", "last_contact_date"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Welcome",
    description: "Welcomes a new client after they sign on with us.",
    subject: "Welcome to Atrium Technologies, {{name}}",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>Welcome aboard! We are delighted to be working with <strong>{{company}}</strong>.</p>" +
      "<p>Here is what happens next:</p>" +
      "<ul>" +
      "<li>Your project lead will contact you within two business days to schedule a kickoff meeting.</li>" +
      "<li>We will share a project plan with milestones and a shared channel for updates.</li>" +
      "<li>You will receive regular progress updates by email throughout the project.</li>" +
      "</ul>" +
      "<p>If you have any questions in the meantime, just reply to this email.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "Welcome aboard! We are delighted to be working with {{company}}.\n\n" +
      "Here is what happens next:\n\n" +
      "- Your project lead will contact you within two business days to schedule a kickoff meeting.\n" +
      "- We will share a project plan with milestones and a shared channel for updates.\n" +
      "- You will receive regular progress updates by email throughout the project.\n\n" +
      "If you have any questions in the meantime, just reply to this email.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "welcome",
    category: "onboarding",
    variables: ["name", "company"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Project Update",
    description: "Shares progress on an active project and the planned next steps.",
    subject: "Project update: {{project_title}}",
    body_html:
      "<p>Hi {{name}},</p>" +
      "<p>Here is the latest progress on <strong>{{project_title}}</strong>.</p>" +
      "<p><strong>What we have completed:</strong><br>{{update_details}}</p>" +
      "<p><strong>Next steps:</strong><br>{{next_steps}}</p>" +
      "<p>If you have feedback or questions about any of the above, reply to this email and we will get back to you promptly.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hi {{name}},\n\n" +
      "Here is the latest progress on {{project_title}}.\n\n" +
      "What we have completed:\n" +
      "{{update_details}}\n\n" +
      "Next steps:\n" +
      "{{next_steps}}\n\n" +
      "If you have feedback or questions about any of the above, reply to this email and we will get back to you promptly.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "project_update",
    category: "projects",
    variables: ["name", "project_title", "update_details", "next_steps"],
    is_active: true,
    is_default: true,
  },
  {
    name: "Custom Message",
    description: "A blank starting point for one-off messages; edit the content before sending.",
    subject: "A message from Atrium Technologies",
    body_html:
      "<p>Hello,</p>" +
      "<p>Thank you for your continued interest in Atrium Technologies. Write your message here.</p>" +
      "<p>If you have any questions, simply reply to this email and we will be glad to help.</p>" +
      "<p>Best regards,<br>The Atrium Technologies team</p>",
    body_text:
      "Hello,\n\n" +
      "Thank you for your continued interest in Atrium Technologies. Write your message here.\n\n" +
      "If you have any questions, simply reply to this email and we will be glad to help.\n\n" +
      "Best regards,\n" +
      "The Atrium Technologies team",
    template_type: "custom",
    category: "general",
    variables: [],
    is_active: true,
    is_default: true,
  },
];

// ---------------------------------------------------------------------------
// 6. Hero carousel
// ---------------------------------------------------------------------------

export const defaultHeroCarouselItems: SeedHeroCarouselItem[] = [
  {
    title: "Simplifying Technology",
    subtitle: "Technology services for farms, schools and growing businesses",
    description:
      "From websites and custom software to marketing and day-to-day IT support, we handle the technology so you can focus on running your organization.",
    image_url: null,
    image_alt: "Illustration of a laptop and a phone, both showing a web page",
    cta_text: "Explore Our Services",
    cta_link: "/services",
    secondary_cta_text: "Talk to Us",
    secondary_cta_link: "/contact",
    order_index: 1,
    is_active: true,
  },
  {
    title: "Work That Delivers Results",
    subtitle: "Real projects, measurable outcomes",
    description:
      "See how we helped a farming cooperative save water, a school cut its paperwork, and a retailer grow online sales.",
    image_url: null,
    image_alt: "Illustration of a chart whose line climbs to a high point",
    cta_text: "View Our Work",
    cta_link: "/our-work",
    secondary_cta_text: "Read Case Studies",
    secondary_cta_link: "/case-studies",
    order_index: 2,
    is_active: true,
  },
  {
    title: "Let's Build Something Together",
    subtitle: "Tell us what you need",
    description:
      "Share your goals and we will come back within 24 hours with ideas, a clear plan and an honest estimate.",
    image_url: null,
    image_alt: "Illustration of two speech bubbles, a message and a reply being typed",
    cta_text: "Start a Conversation",
    cta_link: "/contact",
    secondary_cta_text: "See Our Services",
    secondary_cta_link: "/services",
    order_index: 3,
    is_active: true,
  },
];

// ---------------------------------------------------------------------------
// 7. What we do
// ---------------------------------------------------------------------------

export const defaultWhatWeDo: SeedWhatWeDoItem[] = [
  {
    title: "Web Development",
    description: "Fast, accessible websites and web applications built to grow with your organization.",
    icon: "Code",
    order_index: 1,
    is_active: true,
  },
  {
    title: "Mobile Apps",
    description:
      "Cross-platform apps for iOS and Android that keep your customers, staff and field teams connected.",
    icon: "Smartphone",
    order_index: 2,
    is_active: true,
  },
  {
    title: "Cloud & IT Services",
    description:
      "Cloud migration, backups, security and responsive support that keep your systems running smoothly.",
    icon: "Cloud",
    order_index: 3,
    is_active: true,
  },
  {
    title: "Search Engine Optimization",
    description: "Technical SEO and content strategy that help the right people find you on search engines.",
    icon: "Search",
    order_index: 4,
    is_active: true,
  },
  {
    title: "Digital Marketing",
    description:
      "Search, social and email campaigns focused on qualified leads, with clear reporting every month.",
    icon: "Megaphone",
    order_index: 5,
    is_active: true,
  },
  {
    title: "Brand & UI Design",
    description:
      "Logos, visual identities and interface designs that make your brand look consistent and professional everywhere.",
    icon: "Palette",
    order_index: 6,
    is_active: true,
  },
];
