import { SERVICE_ACCENTS } from "@common/service-accents";
import type { services, TitledText } from "./schema";
import type { SeedProjectCategory } from "./seed-content";

/**
 * The twelve service pages of spec 1 §2.1 (issue 16): seeded as services rows carrying their whole
 * page, edited afterwards in the back office's Services manager. Written in the agency's voice
 * ("we"), without the company name, which the pages take from the site settings. Plain data only;
 * keys of the rows are snake_case to match the database columns. The artwork seed sets `image` by
 * slug afterwards, so the slugs stay those of spec 1.
 */

export type SeedService = typeof services.$inferInsert & {
  title: string;
  slug: string;
  color: string;
  gradient: string;
};

type SeedServiceIcon =
  | "Globe"
  | "Search"
  | "Megaphone"
  | "Palette"
  | "Cloud"
  | "Smartphone"
  | "Leaf"
  | "GraduationCap"
  | "Building2"
  | "BookOpen"
  | "Wrench"
  | "Rocket";

type SeedAccent = (typeof SERVICE_ACCENTS)[number]["key"];

type ServicePage = {
  title: string;
  /** Icon name (common/options.ts SERVICE_ICONS). */
  icon: SeedServiceIcon;
  /** One line under the title. */
  headline: string;
  /** The card's text and the page's meta description (≤ 160 characters). */
  metaDescription: string;
  /** Paragraphs, joined as Markdown. */
  intro: string[];
  included: TitledText[];
  process: TitledText[];
  deliverables: string[];
  audience: TitledText[];
  /** Project categories whose published projects are shown as related work. */
  projectCategories: SeedProjectCategory[];
};

const PAGES: Record<string, ServicePage> = {
  "web-development": {
    title: "Web Development",
    icon: "Globe",
    headline: "Fast, accessible websites and web applications your team can run themselves.",
    metaDescription:
      "Marketing websites, customer portals and online stores: designed, built, tested and hosted with performance, accessibility and SEO from day one.",
    intro: [
      "A website is usually the first conversation a customer has with you. We build sites and web applications that load quickly on a mid-range phone, work with a keyboard and a screen reader, and are straightforward for your staff to update without calling a developer.",
      "Projects range from a ten-page marketing site to customer portals, booking systems and online stores with stock synced to your shop tills. We write the code in mainstream, well-supported technologies so you are never locked in to us.",
    ],
    included: [
      {
        title: "Discovery and structure",
        text: "We map what visitors need to find and do, plan the pages and the content model, and agree what success looks like in numbers.",
      },
      {
        title: "Design in the browser",
        text: "Layouts are designed mobile-first and reviewed as clickable prototypes, so you see real pages rather than static pictures.",
      },
      {
        title: "Development and integrations",
        text: "Content management, forms, payments, booking, CRM and accounting integrations are built and tested against your real accounts.",
      },
      {
        title: "Accessibility and performance",
        text: "Every template is checked against WCAG 2.2 AA and tuned for Core Web Vitals before launch, not after.",
      },
      {
        title: "Launch and care",
        text: "We handle hosting, redirects from the old site, analytics and monitoring, then stay on hand for updates and fixes.",
      },
    ],
    process: [
      {
        title: "Workshop",
        text: "A half-day session to agree goals, audiences, must-have features and the content you already have.",
      },
      { title: "Prototype", text: "Key pages as a clickable prototype within the first two to three weeks." },
      {
        title: "Build in sprints",
        text: "Two-week sprints with a working staging site you can review at any time.",
      },
      {
        title: "Launch and hand-over",
        text: "Go-live, training for your editors, and a 30-day warranty period for anything we missed.",
      },
    ],
    deliverables: [
      "A responsive, accessible website or web application on your own domain",
      "A content management system your staff are trained to use",
      "Redirect map from your old URLs so search rankings carry over",
      "Analytics, uptime monitoring and automated backups",
      "Technical documentation and the source code in your own repository",
    ],
    audience: [
      {
        title: "Growing businesses",
        text: "whose current site is slow, hard to update or no longer matches what they sell.",
      },
      {
        title: "Organizations with a process online",
        text: "such as bookings, applications, quotes or member areas that still run on e-mail and spreadsheets.",
      },
      {
        title: "Retailers",
        text: "who want an online store that shares stock and customers with their physical shops.",
      },
    ],
    projectCategories: ["Web Development", "E-commerce"],
  },

  seo: {
    title: "SEO",
    icon: "Search",
    headline: "Get found by the people already searching for what you offer.",
    metaDescription:
      "Technical SEO audits, local search, content strategy and clear monthly reporting, focused on inquiries and sales rather than vanity rankings.",
    intro: [
      "Search engine optimization is mostly unglamorous work done consistently: a site that search engines can crawl quickly, pages that answer the questions customers actually type, and a business profile that is complete and accurate.",
      "We start with a technical audit and a review of the searches that lead to inquiries in your market, then fix what blocks you and build content that earns its place. Reporting focuses on leads and revenue from organic search, not on a single keyword's position.",
    ],
    included: [
      {
        title: "Technical audit",
        text: "Crawlability, indexation, page speed, structured data, duplicate content and broken links, with every issue ranked by impact.",
      },
      {
        title: "Keyword and competitor research",
        text: "The searches your customers use, how hard each is to win, and which competitors currently own them.",
      },
      {
        title: "On-page optimization",
        text: "Titles, descriptions, headings, internal links and schema markup across your key pages.",
      },
      {
        title: "Local search",
        text: "Your business profile, map listings, reviews and location pages, so you appear for nearby searches.",
      },
      {
        title: "Content plan",
        text: "A calendar of pages and articles that target real questions, written with your team's expertise.",
      },
    ],
    process: [
      { title: "Audit", text: "Two weeks to benchmark your visibility and list what is holding you back." },
      {
        title: "Fix the foundations",
        text: "Technical issues resolved first, because content cannot rank on a broken site.",
      },
      { title: "Build and publish", text: "Monthly content and on-page work against an agreed plan." },
      {
        title: "Measure and adjust",
        text: "A monthly report and call: what moved, what did not, and what we change next.",
      },
    ],
    deliverables: [
      "A prioritized technical SEO audit with fixes implemented",
      "Keyword map linking each target search to one page on your site",
      "Optimized titles, meta descriptions and structured data",
      "Local listings cleaned up and kept consistent",
      "A monthly report on organic traffic, inquiries and revenue",
    ],
    audience: [
      {
        title: "Local service businesses",
        text: "that win most of their work from people searching nearby.",
      },
      {
        title: "Companies after a relaunch",
        text: "whose traffic dropped when the website changed and needs to be recovered.",
      },
      { title: "Specialists", text: "with deep expertise that is not yet visible in search results." },
    ],
    projectCategories: [],
  },

  "digital-marketing": {
    title: "Digital Marketing",
    icon: "Megaphone",
    headline: "Campaigns measured in qualified leads and sales, reported every month.",
    metaDescription:
      "Paid search, social media and e-mail campaigns planned around your sales process, with transparent reporting on cost per lead and return on ad spend.",
    intro: [
      "Spending on ads is easy; knowing what the spend returned is harder. We plan campaigns backwards from your sales process: which inquiries turn into customers, what a customer is worth, and what you can afford to pay for a lead.",
      "Then we run search, social and e-mail campaigns with proper conversion tracking, test messages and audiences continuously, and show you plainly where every part of the budget went.",
    ],
    included: [
      {
        title: "Strategy and tracking",
        text: "Goals, audiences and budgets agreed up front, and conversion tracking set up before a single ad runs.",
      },
      {
        title: "Paid search",
        text: "Search campaigns built around high-intent keywords, with negative keywords and bids reviewed weekly.",
      },
      {
        title: "Paid and organic social",
        text: "Campaigns on the platforms your customers use, with creative we produce and test in rounds.",
      },
      {
        title: "E-mail marketing",
        text: "Welcome sequences, newsletters and win-back campaigns, segmented so people receive what is relevant to them.",
      },
      {
        title: "Landing pages",
        text: "Focused pages for each campaign, tested against each other to lift conversion rates.",
      },
    ],
    process: [
      {
        title: "Plan",
        text: "Targets, audience profiles, channel mix and a budget split agreed in a kickoff workshop.",
      },
      {
        title: "Launch",
        text: "Tracking verified, campaigns built and launched in small, measurable tests.",
      },
      { title: "Optimize", text: "Weekly tuning of bids, audiences and creative based on what converts." },
      {
        title: "Report",
        text: "A monthly report and call on spend, leads, cost per lead and return on ad spend.",
      },
    ],
    deliverables: [
      "A written campaign plan with targets and budget split",
      "Conversion tracking and analytics dashboards you own",
      "Ad creative, copy and landing pages",
      "E-mail templates and automated sequences",
      "Monthly performance reports with clear recommendations",
    ],
    audience: [
      {
        title: "Businesses ready to grow",
        text: "with a proven offer and capacity to take on more customers.",
      },
      {
        title: "Teams already running ads",
        text: "who are not sure which campaigns are paying for themselves.",
      },
      { title: "Launches and events", text: "that need a focused push over a few weeks." },
    ],
    projectCategories: [],
  },

  "brand-design": {
    title: "Brand Design",
    icon: "Palette",
    headline: "A visual identity that looks consistent and professional everywhere it appears.",
    metaDescription:
      "Logos, visual identities, brand guidelines and interface design that make your organization recognizable and consistent across web, print and social.",
    intro: [
      "A brand is what people remember about you after they have closed the tab. Good brand design makes that memory clear and consistent, whether someone meets you on a van, a business card, a social post or your website.",
      "We design logos and visual identities grounded in research about your audience and competitors, then turn them into practical guidelines and templates so your team can apply the brand correctly without a designer on every job.",
    ],
    included: [
      {
        title: "Brand discovery",
        text: "Interviews and a workshop on your values, audiences and competitors to define how you should come across.",
      },
      {
        title: "Logo and identity",
        text: "Logo, color palette, typography and imagery style, tested for legibility and accessible contrast.",
      },
      {
        title: "Brand guidelines",
        text: "A concise guide showing how to use every element, with examples of what to do and what to avoid.",
      },
      {
        title: "Templates",
        text: "Social media, presentation, document and e-mail templates your team can edit themselves.",
      },
      {
        title: "Interface design",
        text: "Design systems for websites and apps, so your digital products carry the brand faithfully.",
      },
    ],
    process: [
      { title: "Discover", text: "Research and a workshop to agree positioning and personality." },
      { title: "Explore", text: "Two or three distinct creative routes presented with real-world mock-ups." },
      { title: "Refine", text: "The chosen route developed through two rounds of feedback." },
      {
        title: "Deliver",
        text: "Final files, guidelines and templates, with a hand-over session for your team.",
      },
    ],
    deliverables: [
      "Logo suite in color, mono and reversed versions, for print and screen",
      "Color palette and typography with accessible contrast pairings",
      "Brand guidelines document",
      "Editable templates for social media, documents and presentations",
      "All source files, which you own outright",
    ],
    audience: [
      { title: "New businesses", text: "that want to look established from their first customer." },
      {
        title: "Organizations that have outgrown their look",
        text: "after a merger, a new direction or years of inconsistent materials.",
      },
      {
        title: "Product teams",
        text: "that need a design system to keep their web and mobile apps consistent.",
      },
    ],
    projectCategories: [],
  },

  "cloud-services": {
    title: "Cloud Services",
    icon: "Cloud",
    headline: "Move to the cloud safely, then keep it secure, backed up and affordable.",
    metaDescription:
      "Cloud migration, Microsoft 365 and Google Workspace, backups, security hardening and cost reviews for small and mid-sized organizations.",
    intro: [
      "The cloud removes the server cupboard, but it does not remove the need for someone to look after your systems. Misconfigured permissions, missing backups and forgotten subscriptions are the most common problems we find.",
      "We plan and carry out migrations with no surprises on the day, set up identity and backups properly, and keep an eye on security and monthly costs afterwards.",
    ],
    included: [
      {
        title: "Assessment and plan",
        text: "An inventory of your servers, files, applications and licenses, with a migration plan and cost estimate.",
      },
      {
        title: "Migration",
        text: "E-mail, files and applications moved in stages, tested before cut-over, scheduled outside your busy hours.",
      },
      {
        title: "Identity and security",
        text: "Single sign-on, multi-factor authentication, device management and least-privilege access.",
      },
      {
        title: "Backup and recovery",
        text: "Independent, versioned backups with a documented and tested restore procedure.",
      },
      {
        title: "Cost management",
        text: "Quarterly reviews of usage and licenses so you pay only for what you use.",
      },
    ],
    process: [
      {
        title: "Assess",
        text: "We review your current set-up and agree what moves, what stays and what retires.",
      },
      {
        title: "Pilot",
        text: "A small group moves first, so issues surface before everyone relies on the new system.",
      },
      {
        title: "Migrate",
        text: "The rest of the organization moves in planned stages with support on hand.",
      },
      { title: "Operate", text: "Monitoring, patching, backups and regular reviews under a support plan." },
    ],
    deliverables: [
      "A migration plan with timeline, risks and rollback steps",
      "Configured cloud tenancy with security baseline applied",
      "Backups with a tested restore procedure",
      "Documentation of accounts, licenses and configuration",
      "Staff guides for the new tools",
    ],
    audience: [
      {
        title: "Offices with ageing servers",
        text: "that are due for replacement or are no longer supported.",
      },
      {
        title: "Teams working remotely",
        text: "who need secure access to files and applications from anywhere.",
      },
      {
        title: "Organizations with compliance duties",
        text: "such as schools and health providers who must show how data is protected.",
      },
    ],
    projectCategories: [],
  },

  "app-development": {
    title: "App Development",
    icon: "Smartphone",
    headline: "Mobile apps for iPhone and Android that people keep using after the first week.",
    metaDescription:
      "Cross-platform mobile apps for customers, staff and field teams: from prototype to App Store and Google Play release, with ongoing support.",
    intro: [
      "Most apps are deleted within days of being installed. The ones that stay do one job very well, work offline when the signal drops, and respect the user's time and data.",
      "We design and build cross-platform apps for iPhone and Android from one codebase, which keeps cost and maintenance down, and we connect them to the systems you already run.",
    ],
    included: [
      {
        title: "Product definition",
        text: "User research and a prioritized feature list, so the first release solves the most valuable problem.",
      },
      {
        title: "UX and interface design",
        text: "Flows and screens tested with real users as a clickable prototype before development starts.",
      },
      {
        title: "Cross-platform development",
        text: "One codebase for iOS and Android, with native modules where performance or hardware access needs them.",
      },
      {
        title: "Back end and integrations",
        text: "APIs, authentication, push notifications, payments and links to your existing systems.",
      },
      {
        title: "Store release and support",
        text: "App Store and Google Play submissions, crash reporting, and updates for new OS versions.",
      },
    ],
    process: [
      { title: "Define", text: "Workshops and user interviews to agree the first release's scope." },
      { title: "Prototype", text: "A clickable prototype tested with users and refined." },
      { title: "Build and test", text: "Sprints with test builds on your own phone every two weeks." },
      {
        title: "Release and grow",
        text: "Store launch, usage analytics and a roadmap for the next versions.",
      },
    ],
    deliverables: [
      "iOS and Android apps published under your developer accounts",
      "The back-end API and admin panel the apps need",
      "Automated tests and a build pipeline",
      "Crash reporting and usage analytics",
      "Source code and documentation in your repository",
    ],
    audience: [
      {
        title: "Service businesses",
        text: "that want customers to book, order or track work from their phone.",
      },
      { title: "Field teams", text: "who record inspections, deliveries or visits away from the office." },
      { title: "Start-ups", text: "validating a product idea with a focused first release." },
    ],
    projectCategories: ["Mobile App"],
  },

  "agriculture-tech": {
    title: "Agriculture Tech",
    icon: "Leaf",
    headline: "Sensors, field records and weather data in one place, usable from the field.",
    metaDescription:
      "Farm management software, soil and weather sensors, irrigation planning and compliance reporting for growers and cooperatives.",
    intro: [
      "Growers make hundreds of decisions a season with information scattered across notebooks, spreadsheets, supplier portals and sensor apps that do not talk to each other. We bring that information together.",
      "Our farm management tools combine soil-moisture and weather sensors with field activity records to support irrigation and input planning, produce the reports regulators and buyers ask for, and keep working on a phone where the signal is weak.",
    ],
    included: [
      {
        title: "Sensor networks",
        text: "Selection and installation of soil-moisture, weather and tank-level sensors on long-range, low-power networks.",
      },
      {
        title: "Farm dashboard",
        text: "Fields, crops, sensors and forecasts on one map, shared across your team or cooperative.",
      },
      {
        title: "Field records app",
        text: "Record sprays, fertiliser, harvests and labor from a phone, online or offline.",
      },
      {
        title: "Irrigation planning",
        text: "Schedules recommended from soil moisture, crop stage and the forecast.",
      },
      {
        title: "Compliance reporting",
        text: "Water-use, input and traceability reports generated from the records you already keep.",
      },
    ],
    process: [
      {
        title: "Farm visit",
        text: "We walk the fields with you to understand the crops, the terrain and how work is done.",
      },
      { title: "Pilot", text: "Sensors and the app on a few fields for part of a season." },
      {
        title: "Roll out",
        text: "The whole operation connected, with training for managers and field staff.",
      },
      {
        title: "Season reviews",
        text: "A review after each season to tune thresholds, reports and workflows.",
      },
    ],
    deliverables: [
      "Installed and calibrated sensor network",
      "Farm management dashboard and mobile field app",
      "Irrigation and input recommendations",
      "Automated compliance and buyer reports",
      "Training for managers and field staff",
    ],
    audience: [
      { title: "Family farms", text: "that want better water and input decisions without extra paperwork." },
      { title: "Cooperatives", text: "sharing data and reporting across many members' farms." },
      { title: "Agri-businesses", text: "that need traceability from field to buyer." },
    ],
    projectCategories: ["Agriculture Tech"],
  },

  "school-management": {
    title: "School Management",
    icon: "GraduationCap",
    headline: "Admissions, attendance, grades and fees in one secure portal.",
    metaDescription:
      "School management systems for admissions, attendance, gradebooks, timetables, fees and parent communication, with training for staff.",
    intro: [
      "Schools often run on four or five systems that were never meant to work together: one for admissions, one for attendance, a spreadsheet for grades, and e-mail for everything else. Staff re-type the same information, and parents get it late.",
      "We build and configure school portals that bring those tasks into one place, with the right access for administrators, teachers, parents and students, and careful handling of children's data.",
    ],
    included: [
      {
        title: "Admissions and enrollment",
        text: "Online applications, document uploads, waiting lists and enrollment in one workflow.",
      },
      {
        title: "Attendance and timetables",
        text: "Registers taken from any device, absence alerts to parents, and timetables that update everywhere.",
      },
      {
        title: "Gradebooks and reports",
        text: "Assessments recorded once and turned into report cards with a single review step.",
      },
      {
        title: "Fees and payments",
        text: "Invoices, online payment, reminders and reconciliation with your accounting system.",
      },
      {
        title: "Parent communication",
        text: "Announcements, messages and SMS alerts, with each family seeing only their own child's information.",
      },
    ],
    process: [
      { title: "Review", text: "We map your current systems, calendar and reporting duties with staff." },
      {
        title: "Configure",
        text: "The portal set up around your school calendar, grade levels, grading scheme and fees.",
      },
      { title: "Migrate", text: "Student, family and historical records imported and checked." },
      {
        title: "Train and support",
        text: "Training by role before the school year starts, and support through the first term.",
      },
    ],
    deliverables: [
      "A school portal for administrators, teachers, parents and students",
      "Imported student and family records",
      "Report card templates matching your format",
      "Role-based access and data-protection documentation",
      "Staff training sessions and quick-reference guides",
    ],
    audience: [
      { title: "Independent schools", text: "replacing a patchwork of systems with one portal." },
      { title: "Growing school groups", text: "that need consistent processes across several campuses." },
      { title: "Training centers", text: "managing enrollments, attendance and certificates." },
    ],
    projectCategories: ["School Management"],
  },

  "business-solutions": {
    title: "Business Solutions",
    icon: "Building2",
    headline: "Custom software that replaces spreadsheets and fits how your team already works.",
    metaDescription:
      "Custom business software for inventory, invoicing, customer management and reporting, integrated with the accounting and payment tools you use.",
    intro: [
      "Spreadsheets are a great way to start and a painful way to grow. Once several people edit the same files, orders get missed, stock counts drift and month-end reporting takes days.",
      "We build focused business systems for inventory, orders, invoicing, customer management and reporting, shaped around your existing process and connected to the accounting and payment tools you already rely on.",
    ],
    included: [
      {
        title: "Process mapping",
        text: "We sit with the people who do the work to understand the process, its exceptions and its pain points.",
      },
      {
        title: "Custom applications",
        text: "Web-based systems for inventory, orders, jobs, invoicing or customer records, usable on any device.",
      },
      {
        title: "Integrations",
        text: "Connections to accounting, payment, e-commerce and shipping services, so data is entered once.",
      },
      {
        title: "Reporting",
        text: "Dashboards and scheduled reports that answer the questions you currently ask a spreadsheet.",
      },
      {
        title: "Data migration",
        text: "Your existing spreadsheets and records cleaned and imported.",
      },
    ],
    process: [
      { title: "Map", text: "Workshops and shadowing to document how work really flows today." },
      { title: "Design", text: "Screens and data model agreed with the people who will use them." },
      { title: "Build in stages", text: "The most painful step first, live within weeks, then the next." },
      { title: "Support", text: "Training, a warranty period and a support plan for changes as you grow." },
    ],
    deliverables: [
      "A custom web application hosted on your account",
      "Integrations with your accounting and payment tools",
      "Migrated data from your existing spreadsheets",
      "Dashboards and scheduled reports",
      "User guides and technical documentation",
    ],
    audience: [
      {
        title: "Small and mid-sized companies",
        text: "whose processes live in shared spreadsheets and e-mail.",
      },
      { title: "Operations teams", text: "that spend hours each week re-keying data between systems." },
      {
        title: "Businesses with unusual workflows",
        text: "that off-the-shelf software cannot model without awkward workarounds.",
      },
    ],
    projectCategories: ["Business Solutions"],
  },

  "student-programs": {
    title: "Student Programs",
    icon: "BookOpen",
    headline: "Hands-on technology learning for students, run with schools and universities.",
    metaDescription:
      "Coding workshops, school-break tech camps and supervised internships on real client projects, delivered with schools, colleges and universities.",
    intro: [
      "Students learn technology fastest when they build something real. Our student programs put practical, project-based learning alongside the curriculum, taught by people who build software for a living.",
      "We run workshops and school-break camps with schools, and supervised internships for college and university students who want experience on real projects before they graduate.",
    ],
    included: [
      {
        title: "School workshops",
        text: "Half-day and full-day sessions on web development, app design, robotics and online safety, matched to grade levels.",
      },
      {
        title: "School-break tech camps",
        text: "Week-long camps during school breaks where small teams design, build and present a working website or app.",
      },
      {
        title: "Internships",
        text: "Supervised placements for college and university students, working on real projects alongside our team.",
      },
      {
        title: "Teacher support",
        text: "Lesson plans, project ideas and help setting up coding clubs and computer labs.",
      },
      {
        title: "Career talks",
        text: "Sessions on what technology jobs involve day to day and how to get into them.",
      },
    ],
    process: [
      {
        title: "Plan with the school",
        text: "We agree age groups, learning goals, dates and equipment with staff.",
      },
      { title: "Prepare", text: "Materials and devices set up, and safeguarding arrangements confirmed." },
      { title: "Deliver", text: "Sessions run by our staff, with teachers involved throughout." },
      { title: "Follow up", text: "Project showcases, certificates and resources for continued learning." },
    ],
    deliverables: [
      "Workshops or camps planned around your learning goals",
      "Projects that students can show and keep working on",
      "Certificates of participation",
      "Lesson materials for teachers to reuse",
      "Feedback on each intern's work and a reference on completion",
    ],
    audience: [
      {
        title: "Schools",
        text: "looking for practical technology sessions delivered by industry professionals.",
      },
      {
        title: "Parents",
        text: "looking for a productive, creative activity for their children during school breaks.",
      },
      { title: "College and university students", text: "seeking real-world project experience." },
    ],
    projectCategories: [],
  },

  "technical-services": {
    title: "Technical Services",
    icon: "Wrench",
    headline: "Responsive IT support from technicians who know your set-up.",
    metaDescription:
      "Help desk support, networks, devices, backups and security for organizations without a full-time IT team, on flexible support plans.",
    intro: [
      "When the printer, the Wi-Fi or the accounts system stops working, you need someone who answers quickly and already knows how your office is set up. That is what our technical services provide.",
      "We look after networks, devices, accounts, backups and security for organizations that do not need a full-time IT hire, on support plans sized to how much help you actually use.",
    ],
    included: [
      {
        title: "Help desk",
        text: "Support by phone, e-mail and remote session during business hours, with urgent cover available.",
      },
      {
        title: "Networks and Wi-Fi",
        text: "Design, installation and maintenance of office networks, firewalls and reliable Wi-Fi.",
      },
      {
        title: "Devices and accounts",
        text: "Laptops, phones and printers set up, patched and managed; starters and leavers handled promptly.",
      },
      {
        title: "Backups and security",
        text: "Monitored backups, antivirus, updates, multi-factor authentication and staff security awareness.",
      },
      {
        title: "IT planning",
        text: "An annual review and budget for replacements, licenses and improvements.",
      },
    ],
    process: [
      { title: "Onboard", text: "We document your devices, accounts, network and suppliers." },
      { title: "Stabilize", text: "Urgent risks fixed first: backups, updates and access." },
      { title: "Support", text: "Day-to-day help desk and proactive monitoring." },
      { title: "Review", text: "Quarterly check-ins on incidents, risks and upcoming needs." },
    ],
    deliverables: [
      "A documented inventory of your IT",
      "Help desk with agreed response times",
      "Monitored backups and security baseline",
      "Monthly report of tickets and actions",
      "An annual IT plan and budget",
    ],
    audience: [
      { title: "Small offices", text: "without an in-house IT person." },
      { title: "Organizations with a stretched IT lead", text: "who need backup and specialist help." },
      { title: "Growing teams", text: "that need new starters productive on day one." },
    ],
    projectCategories: [],
  },

  "digital-transformation": {
    title: "Digital Transformation",
    icon: "Rocket",
    headline: "A practical roadmap from paper and spreadsheets to connected digital processes.",
    metaDescription:
      "Process reviews, technology roadmaps and hands-on delivery that move organizations from paper and spreadsheets to connected digital systems.",
    intro: [
      "Digital transformation sounds large, but in practice it is a sequence of sensible changes: a paper form becomes an online one, a spreadsheet becomes a system, two systems start sharing data, and people get time back.",
      "We help you decide which changes are worth making first, deliver them, and bring your staff along, so the technology actually gets used.",
    ],
    included: [
      {
        title: "Current-state review",
        text: "Interviews and process mapping across departments to find where time and information are lost.",
      },
      {
        title: "Technology roadmap",
        text: "A prioritized, costed plan that balances quick wins with longer-term projects.",
      },
      {
        title: "Software selection",
        text: "Independent advice on buy-versus-build, with vendor demos and reference checks.",
      },
      {
        title: "Delivery",
        text: "Our engineers build or configure the systems, integrations and data migrations on the roadmap.",
      },
      {
        title: "Change management",
        text: "Communication, training and champions in each team so new ways of working stick.",
      },
    ],
    process: [
      { title: "Understand", text: "A short discovery phase across the organization." },
      { title: "Prioritize", text: "A roadmap workshop with leadership to agree order, budget and owners." },
      { title: "Deliver", text: "Projects delivered in stages, each with measurable outcomes." },
      { title: "Embed", text: "Training, adoption tracking and a review of benefits after each stage." },
    ],
    deliverables: [
      "A current-state report with mapped processes",
      "A prioritized and costed technology roadmap",
      "Delivered systems and integrations for each stage",
      "Training materials and adoption reports",
      "A benefits review after each stage",
    ],
    audience: [
      { title: "Established organizations", text: "held back by paper processes and disconnected tools." },
      {
        title: "Leadership teams",
        text: "who need an independent view before a major technology investment.",
      },
      { title: "Public and non-profit bodies", text: "modernizing services on a limited budget." },
    ],
    projectCategories: ["Business Solutions", "School Management", "Agriculture Tech"],
  },
};

/** Each page's named accent (common/service-accents.ts) and whether the home page features it. */
const LOOK: Record<string, { accent: SeedAccent; featured: boolean }> = {
  "web-development": { accent: "cyan", featured: true },
  seo: { accent: "green", featured: false },
  "digital-marketing": { accent: "pink", featured: false },
  "brand-design": { accent: "purple", featured: false },
  "cloud-services": { accent: "blue", featured: false },
  "app-development": { accent: "orange", featured: false },
  "agriculture-tech": { accent: "green", featured: true },
  "school-management": { accent: "blue", featured: true },
  "business-solutions": { accent: "purple", featured: true },
  "student-programs": { accent: "orange", featured: false },
  "technical-services": { accent: "slate", featured: false },
  "digital-transformation": { accent: "cyan", featured: false },
};

export const defaultServices: SeedService[] = Object.entries(PAGES).map(([slug, page], i) => {
  const look = LOOK[slug] ?? { accent: "slate", featured: false };
  const accent = SERVICE_ACCENTS.find((a) => a.key === look.accent)!;
  return {
    title: page.title,
    slug,
    description: page.metaDescription,
    link: `/services/${slug}`,
    color: accent.color,
    gradient: accent.gradient,
    icon: page.icon,
    image: null,
    featured: look.featured,
    order_index: i + 1,
    headline: page.headline,
    intro: page.intro.join("\n\n"),
    included: page.included,
    process: page.process,
    deliverables: page.deliverables,
    audience: page.audience,
    project_categories: page.projectCategories,
    seo_title: null,
    seo_description: page.metaDescription,
    hidden: false,
  };
});
