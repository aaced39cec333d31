import type { PublicSiteSettings } from "@common/schemas/site-settings";

/**
 * The about page's words that are not yet editable: the team fallback (shown while no team member
 * is listed) and the FAQ (the footer links to /about#faq). The story, mission, vision, values and
 * how we work are about_content rows, seeded (server/db/seed-pages.ts) and edited in About Content.
 */

type Settings = Pick<
  PublicSiteSettings,
  "site_name" | "site_description" | "response_time_promise" | "contact_email" | "city"
>;

export const TEAM_FALLBACK =
  "Every engagement is led by a named project lead and staffed from our designers, software engineers, marketing specialists and support technicians according to what your project needs. You meet the people doing the work at kickoff, and you talk to them directly throughout.";

export type Faq = { question: string; answer: string };

export function faqs(settings: Settings): Faq[] {
  const response = settings.response_time_promise?.trim();
  const email = settings.contact_email?.trim();
  return [
    {
      question: "How do we get started?",
      answer: `Tell us about your project through the contact page or the Get a Quote form. ${
        response ? `${response.replace(/\.$/, "")}, ` : "We reply within one business day, "
      }and the first call to understand your goals, timeline and budget is free and without obligation.`,
    },
    {
      question: "How much does a project cost?",
      answer:
        "Every project is quoted individually, because a five-page website and a school portal are very different pieces of work. Our quote form lets you choose a budget range from under $5,000 to over $100,000; we then tell you honestly what that budget can achieve and send a written estimate broken down by milestone.",
    },
    {
      question: "How long does a typical project take?",
      answer:
        "A marketing website usually takes six to ten weeks from kickoff to launch. Custom business software and mobile apps typically take three to six months for a first release. You see working results within the first two to three weeks either way.",
    },
    {
      question: "Who owns the code, designs and content?",
      answer:
        "You do. Once the project is paid for, the source code, design files and content are yours, held in repositories and accounts registered to your organization. We avoid proprietary platforms that would tie you to us.",
    },
    {
      question: "Do you work with clients outside our area?",
      answer: `Yes. ${
        settings.city?.trim() ? `We are based in ${settings.city.trim()}, but` : "Although we have an office,"
      } most of our collaboration happens through video calls, shared project boards and regular demos, and we visit in person where it genuinely helps, such as farm surveys, school training days and network installations.`,
    },
    {
      question: "What happens after launch?",
      answer:
        "Every project includes a 30-day warranty period in which we fix anything that does not work as agreed. After that, you can choose a support plan for updates, monitoring and improvements, or simply call on us when you need something.",
    },
    {
      question: "Can you work with our existing systems and team?",
      answer:
        "Yes. Most of our projects connect to tools clients already use, such as accounting, payment, CRM and learning platforms, and we are happy to work alongside your in-house staff or other suppliers, with clear documentation so everyone can pick up the work.",
    },
    {
      question: "How do you keep our data secure?",
      answer: `We grant access on a least-privilege basis, use multi-factor authentication on every account, keep encrypted and tested backups, and document where your data lives. We are glad to sign a data processing agreement.${
        email ? ` Questions about security can go to ${email}.` : ""
      }`,
    },
  ];
}
