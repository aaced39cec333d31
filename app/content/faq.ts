import type { FaqGroup } from "~/features/static-pages/faq-answers";

/**
 * The site's default words for the /faq page, edited by developers until issue 16 makes them
 * editable in the back office. Answers may hold the placeholders {site}, {email}, {phone} and
 * {response}, filled from site settings (see ~/features/static-pages/faq-answers.ts).
 */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: "working-with-us",
    title: "Working with us",
    items: [
      {
        id: "who-we-work-with",
        question: "What kinds of organisations do you work with?",
        answer:
          "{site} works with farms and agribusinesses, schools and training providers, retailers and online shops, professional firms, healthcare clinics, non-profits and manufacturers. Most of our clients are small and mid-sized organisations that need a dependable technology partner rather than a full in-house IT department.",
        link: { to: "/industries", label: "See the industries we serve" },
      },
      {
        id: "remote-clients",
        question: "Do you work with clients outside your area?",
        answer:
          "Yes. Most of our work is done remotely, with video calls, a shared project board and regular demos, so location is rarely a constraint. When a project needs hands-on work, such as installing field sensors, setting up a school network or training staff in person, we plan site visits into the proposal.",
      },
      {
        id: "who-you-work-with",
        question: "Who will I be dealing with during a project?",
        answer:
          "You get one project lead who is your main point of contact from kickoff to launch, and who runs a regular check-in with you. You also meet the designers and developers working on your project, so questions reach the people doing the work instead of passing through layers of account managers.",
      },
      {
        id: "ownership",
        question: "Who owns the website, code and designs you create?",
        answer:
          "Once the project is paid for, you own the work we created for you: the custom code, designs and content. Domains, hosting and third-party accounts are registered in your organisation's name. Any open-source or licensed components we use, and the terms that come with them, are listed in your proposal.",
      },
    ],
  },
  {
    id: "pricing-and-quotes",
    title: "Pricing & quotes",
    items: [
      {
        id: "project-cost",
        question: "How much does a project cost?",
        answer:
          "It depends on the scope: a brochure website, an online shop, a school management system and a farm monitoring platform are very different pieces of work. We give a fixed price when the requirements are clear, and a time-and-materials estimate with a budget cap when they are likely to change. Every quote is itemised, so you can see what each part costs and adjust the scope to fit your budget.",
      },
      {
        id: "get-a-quote",
        question: "How do I get a quote?",
        answer:
          "Use the Get a Quote button on any page, or send us a message through the contact page or at {email}. Tell us what you want to build or fix, your budget range and your ideal timeline. {response} After a short call to clarify the details, we send a written proposal with scope, price and schedule.",
        link: { to: "/contact", label: "Contact us" },
      },
      {
        id: "quote-free",
        question: "Is a quote free, and am I committed once I ask for one?",
        answer:
          "Quotes are free and without obligation. For large or loosely defined projects we may suggest a short paid discovery phase first, to map requirements and risks before anyone commits to a full budget. We always agree the price of that phase with you in writing before it starts.",
      },
      {
        id: "payments",
        question: "How do payments work?",
        answer:
          "Projects usually start with a deposit, with the remaining payments tied to agreed milestones such as design approval, a test version and launch. Support plans and hosting are billed monthly. The exact schedule and payment terms are set out in your proposal before you sign.",
      },
    ],
  },
  {
    id: "projects-and-timelines",
    title: "Projects & timelines",
    items: [
      {
        id: "timeline",
        question: "How long does a project take?",
        answer:
          "As a rough guide, a small business website takes four to eight weeks, and larger systems such as web applications, mobile apps or school management platforms take several months, delivered in stages. The biggest factors are the scope, how quickly content and feedback arrive, and any integrations with existing systems. Your proposal gives a schedule with milestones for your project.",
      },
      {
        id: "what-we-need",
        question: "What do you need from us to get started?",
        answer:
          "A clear picture of your goals, one person who can make decisions and give feedback, and access to whatever already exists: your current website or software, domain and hosting accounts, brand assets and content. If you do not have everything ready, we help you work out what is missing during kickoff.",
      },
      {
        id: "existing-systems",
        question: "Can you take over or improve an existing website or app?",
        answer:
          "Yes. We start with an audit of the code, hosting, security, performance and search visibility, then recommend whether to improve what you have or rebuild parts of it. You get the audit findings in writing, whichever option you choose.",
      },
      {
        id: "technology",
        question: "Which technologies do you use?",
        answer:
          "We use established, well-supported tools: React and TypeScript for web interfaces, Node.js and PostgreSQL on the server, cross-platform frameworks for mobile apps, and the major cloud providers for hosting. We choose for your situation, including who will maintain the system later, and we avoid proprietary lock-in so you can move to another provider if you ever need to.",
      },
    ],
  },
  {
    id: "support",
    title: "Support",
    items: [
      {
        id: "after-launch",
        question: "Do you offer support after launch?",
        answer:
          "Yes. Every project includes a period after launch during which we fix defects at no charge. After that, you can choose a support plan that covers updates, security patches, backups, monitoring and a set amount of time for small changes, or ask for help on a pay-as-you-go basis.",
        link: { to: "/support", label: "Compare support options" },
      },
      {
        id: "report-problem",
        question: "How do I report a problem?",
        answer:
          "Email {email} or call {phone}. Describe what happened, where it happened, when it started and how many people it affects, and attach screenshots or error messages if you have them. {response}",
        link: { to: "/support", label: "What to include in a support request" },
      },
      {
        id: "urgent",
        question: "Can you help with urgent problems outside business hours?",
        answer:
          "Clients whose support plan includes out-of-hours cover get an emergency contact route for outages of business-critical systems. Without that cover, requests received outside business hours are handled first thing on the next business day.",
      },
      {
        id: "training",
        question: "Do you train our staff to use what you build?",
        answer:
          "Yes. Handover includes training sessions for the people who will use and update the system, whether that is office staff, teachers or a farm team, plus written guides. For larger rollouts we run training in groups and can record the sessions for people who join later.",
      },
    ],
  },
];
