import type { PublicSiteSettings } from "@common/schemas/site-settings";

/**
 * The site's default words for the about page, edited by developers until issue 16 makes them
 * editable in the back office: shown in place of about_content sections while staff have not
 * written any, and the FAQ (the footer links to /about#faq). Company details come from settings.
 */

type Settings = Pick<
  PublicSiteSettings,
  "site_name" | "site_description" | "response_time_promise" | "contact_email" | "city"
>;

export function defaultStory(settings: Settings): string[] {
  const name = settings.site_name;
  return [
    settings.site_description?.trim() ||
      `${name} is a technology services agency that designs, builds and supports websites, apps and business systems.`,
    `We set up ${name} because we kept meeting organizations that had been sold technology they did not need, or left with systems nobody could maintain once the original developer moved on. We wanted to be the partner we would choose ourselves: one that explains the options in plain language, builds on proven tools, and is still answering the phone long after launch.`,
    "Today our designers, engineers, marketers and support technicians work as one team, so the people who plan your website also understand your network, your data and your marketing. Most of our clients stay with us after their first project, and a good share of new work comes from their recommendations.",
  ];
}

export const DEFAULT_MISSION =
  "To make dependable technology accessible to organizations of every size: build what is genuinely needed, explain it clearly, and support it for as long as it is in use.";

export const DEFAULT_VISION =
  "A future where a family farm, a neighborhood school or a ten-person business can use the same quality of technology as a large company, without the large-company budget or jargon.";

export const DEFAULT_VALUES: { title: string; text: string }[] = [
  {
    title: "Plain language",
    text: "We explain options, trade-offs and costs in words everyone in the room understands, and put them in writing.",
  },
  {
    title: "Built to last",
    text: "Mainstream tools, documented code and your own accounts, so your systems outlive any single supplier, including us.",
  },
  {
    title: "Outcomes over output",
    text: "We agree what success looks like in numbers before we start, and report against it afterwards.",
  },
  {
    title: "Accessible by default",
    text: "Everything we ship is designed to work for people using keyboards, screen readers, older phones and slow connections.",
  },
  {
    title: "Partners, not vendors",
    text: "We say so when something is not worth building, and we are still around when you need a change or a fix.",
  },
];

export const HOW_WE_WORK: { title: string; text: string }[] = [
  {
    title: "One named project lead",
    text: "Your single point of contact from the first call to launch and beyond, who knows your goals and your history.",
  },
  {
    title: "Fixed milestones",
    text: "Work is planned in stages with a clear scope and price for each, so there are no surprises on the invoice.",
  },
  {
    title: "Progress you can see",
    text: "A working demo every two weeks and a shared project board you can check at any time.",
  },
];

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
