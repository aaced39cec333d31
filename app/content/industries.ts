import {
  Briefcase,
  Factory,
  GraduationCap,
  HeartHandshake,
  type LucideIcon,
  ShoppingCart,
  Sprout,
  Stethoscope,
} from "lucide-react";

/**
 * The site's default words for the /industries page, edited by developers until issue 16 makes
 * them editable in the back office.
 */

export type Industry = {
  id: string;
  name: string;
  icon: LucideIcon;
  summary: string;
  work: string[];
  /** Slugs of related services; those not visible in the services table are left out. */
  services: string[];
};

/** The industries we serve, each with the services that matter most to it. */
export const INDUSTRIES: Industry[] = [
  {
    id: "agriculture",
    name: "Agriculture",
    icon: Sprout,
    summary:
      "Growers and agribusinesses run on thin margins, unpredictable weather and records scattered across notebooks, spreadsheets and supplier portals. We bring that information together so decisions in the field are based on data, not guesswork.",
    work: [
      "Connect soil moisture sensors, weather stations and irrigation controllers to one dashboard.",
      "Build field record and input-tracking apps that work on a phone and keep working without signal.",
      "Set up traceability records and reports for buyers, certifiers and lenders.",
      "Host farm data securely in the cloud, with backups and access for advisers you choose.",
    ],
    services: ["agriculture-tech", "app-development", "cloud-services"],
  },
  {
    id: "education",
    name: "Education",
    icon: GraduationCap,
    summary:
      "Schools, colleges and training providers juggle admissions, attendance, grading, timetables and fees, often in separate systems that do not talk to each other. We give staff one place to work and give parents and students timely, accurate information.",
    work: [
      "Roll out school management systems covering admissions, attendance, grades, timetables and fee collection.",
      "Build parent and student portals with progress reports and notices.",
      "Run student programs that teach coding, digital skills and career readiness.",
      "Design school websites that are accessible and easy for staff to keep up to date.",
    ],
    services: ["school-management", "student-programs", "web-development"],
  },
  {
    id: "retail-ecommerce",
    name: "Retail & e-commerce",
    icon: ShoppingCart,
    summary:
      "Shoppers compare options in seconds, so a store has to be fast, easy to find and simple to buy from. We build and grow online shops that sell, and connect them with the stock and order systems behind them.",
    work: [
      "Build fast online shops with clear product pages and a simple checkout.",
      "Connect the shop to inventory, shipping, payment and accounting systems.",
      "Improve search rankings for product and category pages, including local search for physical stores.",
      "Plan and run digital marketing campaigns with reporting tied to sales, not just clicks.",
    ],
    services: ["web-development", "seo", "digital-marketing"],
  },
  {
    id: "professional-services",
    name: "Professional services",
    icon: Briefcase,
    summary:
      "Law firms, accountants, consultancies and agencies win work on reputation and lose time to admin. We help them present their expertise clearly and automate the routine work around client intake, scheduling and billing.",
    work: [
      "Create brand identities and websites that reflect the firm's expertise and specialisms.",
      "Set up client intake forms, online booking and secure document sharing.",
      "Connect CRM, billing and practice management tools so data is entered once.",
      "Build search visibility for the services and locations the firm wants to be known for.",
    ],
    services: ["business-solutions", "brand-design", "seo"],
  },
  {
    id: "healthcare-clinics",
    name: "Healthcare clinics",
    icon: Stethoscope,
    summary:
      "Independent clinics, dental practices and therapists need patients to find them, book easily and trust that their information is handled carefully. We build patient-facing tools with privacy and accessibility in mind from the start.",
    work: [
      "Build accessible clinic websites with clear service information and online booking.",
      "Connect booking, reminders and intake forms with the practice management system.",
      "Keep devices, networks and software patched and backed up, with support when something breaks.",
      "Work within the privacy and data protection rules that apply to your practice.",
    ],
    services: ["web-development", "business-solutions", "technical-services"],
  },
  {
    id: "non-profits",
    name: "Non-profits",
    icon: HeartHandshake,
    summary:
      "Charities and community organisations need to reach supporters, take donations and report on impact, usually with a small team and a tight budget. We focus the work on what moves the mission forward and keep systems simple enough for volunteers to run.",
    work: [
      "Build websites with donation, event and volunteer sign-up flows.",
      "Refresh brand identities so campaigns look consistent across print and social media.",
      "Plan email and social campaigns for appeals, events and awareness days.",
      "Choose and set up low-cost tools for supporter records and reporting.",
    ],
    services: ["web-development", "digital-marketing", "brand-design"],
  },
  {
    id: "manufacturing",
    name: "Manufacturing",
    icon: Factory,
    summary:
      "Manufacturers often run production on paper travellers, spreadsheets and ageing software that only one person understands. We modernise step by step, without stopping the line, so the shop floor and the office work from the same information.",
    work: [
      "Map current processes and plan a practical, staged digital transformation roadmap.",
      "Build tools for production tracking, quality checks and maintenance logs.",
      "Move on-premises systems to the cloud, or connect them to it, with proper backups.",
      "Support plant networks, workstations and devices with on-site technical services.",
    ],
    services: ["digital-transformation", "business-solutions", "technical-services", "cloud-services"],
  },
];
