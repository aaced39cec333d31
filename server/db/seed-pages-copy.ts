import type { PageItem, StandingPage } from "@common/schemas/pages";

/**
 * The standing pages' seeded words (issue 16): what a fresh install shows until staff edit them in
 * the Pages manager. Markdown; {site}, {email}, {phone}, {address}, {jurisdiction}, {response} and
 * {analytics} are filled from the site settings when the page is shown (common/page-placeholders.ts).
 * "# " headings are the page's sections (rendered as <h2>, under the page's title).
 */

export type SeedPage = {
  slug: StandingPage;
  title: string;
  body: string;
  items?: PageItem[];
  seo_title: string;
  seo_description: string;
};

export const FAQ_ITEMS: PageItem[] = [
  {
    question: "What kinds of organisations do you work with?",
    answer: `{site} works with farms and agribusinesses, schools and training providers, retailers and online shops, professional firms, healthcare clinics, non-profits and manufacturers. Most of our clients are small and mid-sized organisations that need a dependable technology partner rather than a full in-house IT department.

[See the industries we serve](/industries)`,
  },
  {
    question: "Do you work with clients outside your area?",
    answer: `Yes. Most of our work is done remotely, with video calls, a shared project board and regular demos, so location is rarely a constraint. When a project needs hands-on work, such as installing field sensors, setting up a school network or training staff in person, we plan site visits into the proposal.`,
  },
  {
    question: "Who will I be dealing with during a project?",
    answer: `You get one project lead who is your main point of contact from kickoff to launch, and who runs a regular check-in with you. You also meet the designers and developers working on your project, so questions reach the people doing the work instead of passing through layers of account managers.`,
  },
  {
    question: "Who owns the website, code and designs you create?",
    answer: `Once the project is paid for, you own the work we created for you: the custom code, designs and content. Domains, hosting and third-party accounts are registered in your organisation's name. Any open-source or licensed components we use, and the terms that come with them, are listed in your proposal.`,
  },
  {
    question: "How much does a project cost?",
    answer: `It depends on the scope: a brochure website, an online shop, a school management system and a farm monitoring platform are very different pieces of work. We give a fixed price when the requirements are clear, and a time-and-materials estimate with a budget cap when they are likely to change. Every quote is itemised, so you can see what each part costs and adjust the scope to fit your budget.`,
  },
  {
    question: "How do I get a quote?",
    answer: `Use the Get a Quote button on any page, or send us a message through the contact page or at {email}. Tell us what you want to build or fix, your budget range and your ideal timeline. {response} After a short call to clarify the details, we send a written proposal with scope, price and schedule.

[Contact us](/contact)`,
  },
  {
    question: "Is a quote free, and am I committed once I ask for one?",
    answer: `Quotes are free and without obligation. For large or loosely defined projects we may suggest a short paid discovery phase first, to map requirements and risks before anyone commits to a full budget. We always agree the price of that phase with you in writing before it starts.`,
  },
  {
    question: "How do payments work?",
    answer: `Projects usually start with a deposit, with the remaining payments tied to agreed milestones such as design approval, a test version and launch. Support plans and hosting are billed monthly. The exact schedule and payment terms are set out in your proposal before you sign.`,
  },
  {
    question: "How long does a project take?",
    answer: `As a rough guide, a small business website takes four to eight weeks, and larger systems such as web applications, mobile apps or school management platforms take several months, delivered in stages. The biggest factors are the scope, how quickly content and feedback arrive, and any integrations with existing systems. Your proposal gives a schedule with milestones for your project.`,
  },
  {
    question: "What do you need from us to get started?",
    answer: `A clear picture of your goals, one person who can make decisions and give feedback, and access to whatever already exists: your current website or software, domain and hosting accounts, brand assets and content. If you do not have everything ready, we help you work out what is missing during kickoff.`,
  },
  {
    question: "Can you take over or improve an existing website or app?",
    answer: `Yes. We start with an audit of the code, hosting, security, performance and search visibility, then recommend whether to improve what you have or rebuild parts of it. You get the audit findings in writing, whichever option you choose.`,
  },
  {
    question: "Which technologies do you use?",
    answer: `We use established, well-supported tools: React and TypeScript for web interfaces, Node.js and PostgreSQL on the server, cross-platform frameworks for mobile apps, and the major cloud providers for hosting. We choose for your situation, including who will maintain the system later, and we avoid proprietary lock-in so you can move to another provider if you ever need to.`,
  },
  {
    question: "Do you offer support after launch?",
    answer: `Yes. Every project includes a period after launch during which we fix defects at no charge. After that, you can choose a support plan that covers updates, security patches, backups, monitoring and a set amount of time for small changes, or ask for help on a pay-as-you-go basis.

[Compare support options](/support)`,
  },
  {
    question: "How do I report a problem?",
    answer: `Email {email} or call {phone}. Describe what happened, where it happened, when it started and how many people it affects, and attach screenshots or error messages if you have them. {response}

[What to include in a support request](/support)`,
  },
  {
    question: "Can you help with urgent problems outside business hours?",
    answer: `Clients whose support plan includes out-of-hours cover get an emergency contact route for outages of business-critical systems. Without that cover, requests received outside business hours are handled first thing on the next business day.`,
  },
  {
    question: "Do you train our staff to use what you build?",
    answer: `Yes. Handover includes training sessions for the people who will use and update the system, whether that is office staff, teachers or a farm team, plus written guides. For larger rollouts we run training in groups and can record the sessions for people who join later.`,
  },
];

/** /about's "Frequently asked questions" (its `items`): what clients ask before working with us. */
const ABOUT_FAQ: { question: string; answer: string }[] = [
  {
    question: "How do we get started?",
    answer:
      "Tell us about your project through the contact page or the Get a Quote form. {response} The first call to understand your goals, timeline and budget is free and without obligation.",
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
    answer:
      "Yes. Most of our collaboration happens through video calls, shared project boards and regular demos, and we visit in person where it genuinely helps, such as farm surveys, school training days and network installations.",
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
    answer:
      "We grant access on a least-privilege basis, use multi-factor authentication on every account, keep encrypted and tested backups, and document where your data lives. We are glad to sign a data processing agreement. Questions about security can go to {email}.",
  },
];

export const SEED_PAGES: SeedPage[] = [
  {
    slug: "about",
    title: "About {site}",
    seo_title: "About Us",
    seo_description: `Who we are, why we started, what we value, the team you will work with, and straightforward answers to common questions about working with us.`,
    body: ``,
    items: ABOUT_FAQ,
  },
  {
    slug: "faq",
    title: "Frequently asked questions",
    seo_title: "FAQ",
    seo_description: `Answers to common questions about working with {site}: who we work with, how pricing and quotes work, project timelines, and support after launch.`,
    body: `Straight answers to the questions we hear most often. Select a question to show its answer.

# Still have a question?

[Get in touch](/contact) and we will answer it directly, or visit our [support page](/support) if something we built needs attention.
`,
    items: FAQ_ITEMS,
  },
  {
    slug: "industries",
    title: "Industries we serve",
    seo_title: "Industries",
    seo_description: `The industries {site} serves — agriculture, education, retail and e-commerce, professional services, healthcare clinics, non-profits and manufacturing — and what we build for each.`,
    body: `{site} works with organisations that need technology to do a practical job well. These are the sectors we know best, the problems we solve in each, and the services we bring to them.

# Agriculture

Growers and agribusinesses run on thin margins, unpredictable weather and records scattered across notebooks, spreadsheets and supplier portals. We bring that information together so decisions in the field are based on data, not guesswork.

## What we do

- Connect soil moisture sensors, weather stations and irrigation controllers to one dashboard.
- Build field record and input-tracking apps that work on a phone and keep working without signal.
- Set up traceability records and reports for buyers, certifiers and lenders.
- Host farm data securely in the cloud, with backups and access for advisers you choose.

## Related services

- [Agriculture Tech](/services/agriculture-tech)
- [App Development](/services/app-development)
- [Cloud Services](/services/cloud-services)

# Education

Schools, colleges and training providers juggle admissions, attendance, grading, timetables and fees, often in separate systems that do not talk to each other. We give staff one place to work and give parents and students timely, accurate information.

## What we do

- Roll out school management systems covering admissions, attendance, grades, timetables and fee collection.
- Build parent and student portals with progress reports and notices.
- Run student programs that teach coding, digital skills and career readiness.
- Design school websites that are accessible and easy for staff to keep up to date.

## Related services

- [School Management](/services/school-management)
- [Student Programs](/services/student-programs)
- [Web Development](/services/web-development)

# Retail & e-commerce

Shoppers compare options in seconds, so a store has to be fast, easy to find and simple to buy from. We build and grow online shops that sell, and connect them with the stock and order systems behind them.

## What we do

- Build fast online shops with clear product pages and a simple checkout.
- Connect the shop to inventory, shipping, payment and accounting systems.
- Improve search rankings for product and category pages, including local search for physical stores.
- Plan and run digital marketing campaigns with reporting tied to sales, not just clicks.

## Related services

- [Web Development](/services/web-development)
- [SEO](/services/seo)
- [Digital Marketing](/services/digital-marketing)

# Professional services

Law firms, accountants, consultancies and agencies win work on reputation and lose time to admin. We help them present their expertise clearly and automate the routine work around client intake, scheduling and billing.

## What we do

- Create brand identities and websites that reflect the firm's expertise and specialisms.
- Set up client intake forms, online booking and secure document sharing.
- Connect CRM, billing and practice management tools so data is entered once.
- Build search visibility for the services and locations the firm wants to be known for.

## Related services

- [Business Solutions](/services/business-solutions)
- [Brand Design](/services/brand-design)
- [SEO](/services/seo)

# Healthcare clinics

Independent clinics, dental practices and therapists need patients to find them, book easily and trust that their information is handled carefully. We build patient-facing tools with privacy and accessibility in mind from the start.

## What we do

- Build accessible clinic websites with clear service information and online booking.
- Connect booking, reminders and intake forms with the practice management system.
- Keep devices, networks and software patched and backed up, with support when something breaks.
- Work within the privacy and data protection rules that apply to your practice.

## Related services

- [Web Development](/services/web-development)
- [Business Solutions](/services/business-solutions)
- [Technical Services](/services/technical-services)

# Non-profits

Charities and community organisations need to reach supporters, take donations and report on impact, usually with a small team and a tight budget. We focus the work on what moves the mission forward and keep systems simple enough for volunteers to run.

## What we do

- Build websites with donation, event and volunteer sign-up flows.
- Refresh brand identities so campaigns look consistent across print and social media.
- Plan email and social campaigns for appeals, events and awareness days.
- Choose and set up low-cost tools for supporter records and reporting.

## Related services

- [Web Development](/services/web-development)
- [Digital Marketing](/services/digital-marketing)
- [Brand Design](/services/brand-design)

# Manufacturing

Manufacturers often run production on paper travellers, spreadsheets and ageing software that only one person understands. We modernise step by step, without stopping the line, so the shop floor and the office work from the same information.

## What we do

- Map current processes and plan a practical, staged digital transformation roadmap.
- Build tools for production tracking, quality checks and maintenance logs.
- Move on-premises systems to the cloud, or connect them to it, with proper backups.
- Support plant networks, workstations and devices with on-site technical services.

## Related services

- [Digital Transformation](/services/digital-transformation)
- [Business Solutions](/services/business-solutions)
- [Technical Services](/services/technical-services)
- [Cloud Services](/services/cloud-services)

# Not on the list?

The problems above turn up in many other sectors too. If you run a different kind of organisation, [tell us what you are working on](/contact) and we will tell you honestly whether we are the right fit, or browse [all our services](/services).
`,
  },
  {
    slug: "careers",
    title: "Careers at {site}",
    seo_title: "Careers",
    seo_description: `Work at {site}: remote-friendly roles in web and app development, cloud, design, digital marketing, project management and technical support, plus student placements. How to apply and what our hiring process looks like.`,
    body: `We design, build and look after websites, apps and software for farms, schools and growing businesses. If you care about doing that work well and explaining it clearly to the people it is for, we would like to hear from you.

# Why work here

## Work that people rely on

What we build is used every day by growers in the field, teachers in classrooms and small teams running their businesses. You see who uses your work and what it changes for them.

## Variety without chaos

Over a year you might work on a school management system, a farm sensor dashboard and an online shop. Projects are scoped properly before they start, so variety does not mean constant fire-fighting.

## A voice in how things are done

We are a small agency. Ideas for better tools, processes or services are discussed openly, and the people closest to the work make the technical decisions.

## Room to learn

Code review, pairing and time set aside for learning are part of the job. We share what we learn across projects, and we help you grow towards the work you want to do next.

# How the team works

- Remote-friendly: work from home, from our office, or a mix of both. Some roles include occasional on-site visits to clients.
- Overlapping core hours for meetings and pairing, with flexibility around them for school runs, appointments and focused work.
- Written first: briefs, decisions and progress live on a shared project board, so nobody has to be in every meeting to know what is going on.
- Small project teams with one project lead, working in short cycles and showing the client working software at every step.
- Sustainable pace: we plan realistic schedules and treat late nights as a planning failure to fix, not a habit.

# Roles we hire for

We hire for these roles as our client work grows. Even when a role is not actively open, we keep strong applications on file and contact you when a position comes up.

## Full-stack web developer

Builds websites, web applications and integrations with React, TypeScript, Node.js and PostgreSQL. [Apply for this role by email](mailto:{email}?subject=Application%3A%20Full-stack%20web%20developer)

## Mobile app developer

Builds cross-platform iOS and Android apps, including offline-first field apps for agriculture clients. [Apply for this role by email](mailto:{email}?subject=Application%3A%20Mobile%20app%20developer)

## Cloud and DevOps engineer

Designs hosting, deployment pipelines, monitoring and backups, and keeps client systems secure and cost-effective. [Apply for this role by email](mailto:{email}?subject=Application%3A%20Cloud%20and%20DevOps%20engineer)

## UI/UX and brand designer

Shapes brand identities, interfaces and design systems, and tests them with the people who will use them. [Apply for this role by email](mailto:{email}?subject=Application%3A%20UI%2FUX%20and%20brand%20designer)

## SEO and digital marketing specialist

Plans and runs search, content, email and social campaigns, and reports honestly on what they achieve. [Apply for this role by email](mailto:{email}?subject=Application%3A%20SEO%20and%20digital%20marketing%20specialist)

## Project manager

Leads client projects from kickoff to launch: scope, schedule, budget and clear communication throughout. [Apply for this role by email](mailto:{email}?subject=Application%3A%20Project%20manager)

## IT support and field technician

Supports client devices and networks, installs on-site equipment such as farm sensors and school networks, and solves problems calmly. [Apply for this role by email](mailto:{email}?subject=Application%3A%20IT%20support%20and%20field%20technician)

## Student placement or internship

For students and recent graduates who want real project experience alongside an experienced mentor. [Apply for this role by email](mailto:{email}?subject=Application%3A%20Student%20placement%20or%20internship)

# How to apply

Email [{email}](mailto:{email}?subject=Application) with the role in the subject line, for example "Application: Full-stack web developer", and include:

- your CV or a link to your professional profile;
- a few sentences on why the role suits you and what you would like to work on;
- links to work you are proud of, such as a portfolio, code repositories or a write-up of a project;
- where you would like to work from, and when you could start.

A cover letter is not required. If you are not sure which role fits, describe what you do and we will tell you honestly whether we have a place for it.

# Our hiring process

1. **Application review.** A member of the team you would work with reads your application. We reply to every applicant, whether or not we move forward.
2. **Introductory call.** A short video call to talk about the role, your experience and what you are looking for. Bring your questions too.
3. **Practical conversation.** You walk us through work you have done, or take on a small, time-boxed exercise close to the real job. We never use exercise work in client projects.
4. **Meet the team.** You meet the people you would work with day to day, and we talk through how we work, including the less glamorous parts.
5. **Offer.** If it is a match on both sides, we make a written offer, check references with your permission, and agree a start date.
6. **Onboarding.** Your first weeks follow a plan: accounts and equipment ready on day one, a named buddy, and a first project matched to your experience.

# Equal opportunity

{site} is an equal opportunity employer. We make hiring decisions on the basis of skills, experience and the needs of the role, and we do not discriminate on the basis of race, colour, religion, sex, sexual orientation, gender identity or expression, national origin, age, disability, marital or family status, veteran status or any other characteristic protected by law.

If you need an adjustment at any stage, such as extra time for an exercise, captions on a call or a different interview format, tell us at [{email}](mailto:{email}?subject=Interview%20adjustments) and we will arrange it. How we handle the information you send us is described in our [Privacy Policy](/privacy).
`,
  },
  {
    slug: "support",
    title: "Support",
    seo_title: "Support",
    seo_description: `Get help from {site}: how to reach our support team by email or phone, our support plans for websites, apps and IT systems, and what to include in a support request.`,
    body: `Something not working, or need a hand with a change? Here is how to reach the {site} support team, what our support plans cover, and how to help us fix things quickly.

# Support plans

Every project we deliver includes a period after launch in which we fix defects at no charge. After that, choose the level of support that matches how much you depend on the system. The exact scope and response times of each plan are written into your support agreement.

## Pay as you go

Occasional help with a site or system we built or have audited.

- Fixes, small changes and advice when you need them
- Work estimated and agreed with you before we start
- Billed for the time used

## Care plan

Websites and apps that need to stay secure and up to date without in-house technical staff.

- Regular software, plugin and security updates
- Uptime monitoring and checked, restorable backups
- A monthly allowance of time for small changes
- A short monthly report of what we did

## Managed service

Business-critical systems: online shops, school management platforms, farm monitoring and internal tools.

- Everything in the care plan
- Priority handling of support requests
- Out-of-hours emergency cover for outages
- Regular reviews of performance, security and cloud costs

Not sure which plan fits? [Tell us about your systems](/contact) and we will recommend one, with a written quote.

# What to include in a support request

The more of this you can tell us, the faster we can find and fix the problem:

- Your name, your organisation and the best way to reach you.
- Which website, app or system is affected, with the web address or screen name.
- What you were trying to do, what you expected and what happened instead.
- The steps that make the problem happen again, if you know them.
- When it started, whether it is still happening, and how many people it affects.
- Screenshots or the exact wording of any error message.
- The device, operating system and browser you were using.
- Anything that changed recently, such as an update, a new user or a new integration.

**Never send passwords by email.** If we need access to an account, we will arrange a secure way to share it.

# More help

- [Frequently asked questions](/faq) about working with us, pricing, timelines and support.
- [Contact us](/contact) for anything else, including new projects and changes to an existing plan.
`,
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    seo_title: "Privacy Policy",
    seo_description: `How {site} collects, uses, shares and protects personal information from its website, quote and contact forms and client accounts, how long it is kept, and your rights.`,
    body: `This policy explains what personal information {site} collects through this website, its quote and contact forms and client accounts, why we collect it, how long we keep it and the choices you have.

# 1. Who we are

This website is operated by {site} ("we", "us", "our"), a technology services agency providing web and app development, search engine optimisation, digital marketing, brand design, cloud services, agriculture technology, school management systems, business solutions, student programs, technical services and digital transformation.

We are responsible for the personal information described in this policy. Our postal address is {address}. You can reach us about privacy at [{email}](mailto:{email}?subject=Privacy%20request).

# 2. Information we collect

We collect only the information we need to answer you and to run this website:

- **Quote requests.** When you use the Get a Quote form: your name, email address, phone number and company, and the details of your project, such as the project type, title and description, budget range, timeline, features and platforms you need, examples you like, special requirements and how you heard about us.
- **Contact messages.** When you use the contact form: your name, email address and, if you give them, your phone number and company, together with your message and any other fields the form asks for.
- **Spam prevention data.** With every quote request and contact message we record the IP address it was sent from and your browser's user-agent string (which identifies the browser and operating system). We use them to detect and block automated submissions and abuse.
- **Client accounts.** When you register: your first and last name, email address, company and password. Passwords are stored only as a secure one-way hash. While you are signed in we keep a session record that includes the IP address and browser you signed in from.
- **Correspondence.** Emails you send us and our replies, including any files you attach.
- **Job applications.** If you apply for a role, your CV and anything else you choose to send us.
- **Technical logs.** Our servers keep short-lived logs of requests (such as the page requested, the time and the IP address) to keep the site secure and diagnose faults.

Please do not send us sensitive information, such as health or financial details, through our forms unless we have asked for it and agreed a secure way to share it.

# 3. How we use your information

We use your information to:

- reply to your enquiry, prepare quotes and proposals, and follow up on them;
- deliver, support and invoice the services you engage us for;
- create and secure your client account and show you the status of your requests;
- send service emails, such as confirmations of a request you made or replies to your messages;
- protect the website and our forms against spam, fraud and abuse;
- consider your application if you apply for a job with us;
- meet our legal, tax and accounting obligations.

We do not sell your personal information, and we do not use it for automated decisions that have legal or similarly significant effects on you. We send marketing emails only if you have asked to receive them, and every such email lets you unsubscribe.

# 4. Legal bases for processing

Where data protection laws require a legal basis, we rely on:

- **steps before or under a contract**, when we prepare a quote at your request or deliver a project or support plan;
- **legitimate interests**, to answer enquiries, keep the site secure and prevent spam, where these interests are not overridden by your rights;
- **consent**, for optional analytics cookies and marketing emails, which you can withdraw at any time;
- **legal obligations**, for example keeping invoices and accounting records.

# 5. Cookies and similar technologies

We use one cookie to keep you signed in to your account and store your light or dark theme choice in your browser. Analytics or advertising tools run only if we turn them on. Our [Cookie Policy](/cookies) explains each one and how to control them.

# 6. How we share information

We share personal information only with:

- **service providers** that help us run our business, such as hosting, email delivery, file storage and, where we use them, software tools that help our staff draft replies and summarise requests. They may use the information only to provide their service to us, under contracts that require them to protect it;
- **subcontractors** working with us on your project, only where you have agreed and only the information they need;
- **professional advisers**, such as accountants, lawyers and insurers, under duties of confidentiality;
- **authorities**, when the law requires it or to protect our rights, our clients or the public;
- **a successor business**, if we are involved in a merger or sale, in which case this policy continues to apply to your information.

# 7. International transfers

Some of our service providers may process information in other countries. Where the law requires it, we make sure appropriate safeguards are in place, such as standard contractual clauses or transfers to countries recognised as providing adequate protection.

# 8. How long we keep information

- **Quote requests and contact messages** that do not lead to a project: up to 24 months after our last contact with you, so we can pick up the conversation if you come back, then deleted.
- **Client and project records**: for the duration of our relationship and afterwards for as long as tax, accounting and limitation rules require, typically up to seven years.
- **Spam prevention data** (IP address and browser details): kept with the submission it belongs to and deleted with it.
- **Client accounts**: until you ask us to delete your account. Sign-in sessions expire after seven days without use, or when you sign out.
- **Job applications**: up to 12 months after the role is filled, unless you ask us to delete them sooner.
- **Server logs**: a few weeks, unless needed to investigate a security incident.

When information is no longer needed, we delete it or make it anonymous.

# 9. How we protect information

We use encrypted connections, hashed passwords, access limited to the staff who need it, permissions for every administrative action, activity logs, encryption of stored credentials and regular backups. No system is perfectly secure, so if we become aware of a breach that affects your information, we will notify you and the authorities as the law requires.

# 10. Your rights

Depending on where you live, you may have the right to:

- access the personal information we hold about you and receive a copy;
- have inaccurate information corrected;
- have your information deleted;
- restrict or object to how we use it, including for direct marketing;
- receive your information in a portable format;
- withdraw consent at any time, where we rely on consent;
- not be treated differently for exercising these rights.

To exercise any of these rights, email [{email}](mailto:{email}?subject=Privacy%20request). We may ask you to confirm your identity, and we respond within the time the law allows, usually one month. You also have the right to complain to your local data protection authority, though we would appreciate the chance to resolve your concern first.

# 11. Children

This website is not intended for children under 16, and we do not knowingly collect their personal information through it. Our student programs are arranged with schools, parents or guardians, who provide any information needed. If you believe a child has sent us personal information, contact us at [{email}](mailto:{email}?subject=Privacy%20request) and we will delete it.

# 12. Changes to this policy

We may update this policy when our services or the law change. The date at the top shows when it was last changed. If a change significantly affects how we use information we already hold, we will tell account holders by email before it takes effect.

# 13. Contact us

Questions about this policy or your information are welcome at [{email}](mailto:{email}?subject=Privacy%20request), or by post to {site}, {address}. You can also use our [contact page](/contact).
`,
  },
  {
    slug: "terms",
    title: "Terms of Service",
    seo_title: "Terms of Service",
    seo_description: `The terms for using the {site} website, client accounts and quote requests: acceptable use, quotes and project agreements, intellectual property, liability and governing law.`,
    body: `Please read these terms carefully. They explain the rules for using the {site} website and what you can expect from us.

# 1. Acceptance of these terms

These terms apply to your use of this website, including its quote and contact forms and client accounts. By using the website you agree to them. If you use it on behalf of an organisation, you confirm that you are authorised to accept these terms for it.

They do not cover the services we deliver to clients, which are governed by a separate written agreement (see section 6).

# 2. About us

The website is operated by {site}, a technology services agency. You can contact us at [{email}](mailto:{email}?subject=Terms%20of%20Service) or through our [contact page](/contact).

# 3. Using the website

You may use the website for lawful purposes only. You must not:

- submit false, misleading or someone else's information through our forms;
- send spam, automated submissions or content that is unlawful, abusive or infringing;
- try to gain unauthorised access to the website, its accounts or the systems behind it, or probe, scan or test their vulnerability without our written permission;
- interfere with the website's operation, for example by overloading it or spreading malware;
- copy or scrape substantial parts of the website for commercial use.

If you find a security vulnerability, please report it to [{email}](mailto:{email}?subject=Terms%20of%20Service) and give us reasonable time to fix it before disclosing it.

# 4. Client accounts

You must give accurate information when you register and keep your password confidential. You are responsible for activity under your account; tell us straight away at [{email}](mailto:{email}?subject=Terms%20of%20Service) if you think someone else has used it.

We may suspend or close an account that breaches these terms or that we reasonably believe is being misused. You can ask us to close your account at any time.

# 5. Quotes and estimates

A quote request is an enquiry, not an order, and places no obligation on you or on us. Quotes and estimates we give are based on the information available at the time. Unless a quote says otherwise, it is valid for 30 days and may change if the scope, timeline or requirements change.

Prices, timelines and examples on this website are for general information. They are not an offer, and they do not form part of a contract unless they are included in a signed agreement.

# 6. Project and support agreements

Work begins only once a written proposal, statement of work or support agreement has been accepted. That agreement sets out the scope, deliverables, fees, payment terms, ownership of work and warranties for the engagement. If it conflicts with these terms, the agreement takes precedence.

# 7. Intellectual property

The content of this website, including its text, graphics, logos, case studies and design, belongs to {site} or its licensors. You may view and print pages for your own reference, but you may not reproduce, adapt or distribute them without our permission. Client names, logos and work shown in our portfolio belong to their owners and appear with their permission.

You keep ownership of anything you send us, such as project descriptions, documents or designs. You give us permission to use it to respond to your enquiry and prepare a quote, and you confirm that you have the right to share it.

# 8. Third-party links and services

The website may link to other websites and services that we do not control, such as maps and social networks. We are not responsible for their content or their privacy practices, and a link does not mean we endorse them.

# 9. Disclaimer

We work to keep the website accurate, available and secure, but we provide it "as is" and "as available". To the extent the law allows, we make no promise that it will always be available, free of errors or suitable for a particular purpose. Information on the website is general and is not professional advice for your specific situation.

# 10. Limitation of liability

To the extent the law allows, {site} is not liable for any indirect or consequential loss, or for loss of profits, revenue, data or business opportunity, arising from your use of this website. Because the website is provided free of charge, our total liability to you in connection with it is limited to the lowest amount the applicable law permits.

Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, or affects your statutory rights as a consumer.

# 11. Indemnity

If you use the website in breach of these terms or the law, you agree to cover reasonable losses and costs we incur as a direct result, including reasonable legal fees.

# 12. Changes, suspension and termination

We may change, suspend or withdraw any part of the website, for example for maintenance or upgrades, and we may restrict access for anyone who breaches these terms. Sections that by their nature should continue, such as intellectual property, limitation of liability and governing law, continue to apply after your use ends.

# 13. Governing law and disputes

These terms are governed by the laws of the place where {site} is established ({jurisdiction}), without regard to its conflict-of-laws rules. The courts of that place have jurisdiction over any dispute, unless the law of your place of residence gives you the right to bring proceedings there as a consumer.

Before starting formal proceedings, please contact us at [{email}](mailto:{email}?subject=Terms%20of%20Service) so we can try to resolve the matter informally. Most concerns can be settled quickly this way.

# 14. Changes to these terms

We may update these terms from time to time. The date at the top shows when they last changed. The version published when you use the website applies to that use; if a change significantly affects account holders, we will tell them by email before it takes effect.

# 15. Contact us

Questions about these terms are welcome at [{email}](mailto:{email}?subject=Terms%20of%20Service). How we handle personal information is described in our [Privacy Policy](/privacy) and our [Cookie Policy](/cookies).
`,
  },
  {
    slug: "cookies",
    title: "Cookie Policy",
    seo_title: "Cookie Policy",
    seo_description: `The cookies and browser storage the {site} website uses: a session cookie for signed-in users, your theme preference, and analytics only when enabled. How to control them.`,
    body: `This policy explains which cookies and similar browser storage the {site} website uses, what they do and how you can control them.

# 1. What cookies and browser storage are

Cookies are small text files a website asks your browser to store and send back on later visits. Local storage, session storage and the service worker cache are similar features that let a website keep information in your browser; unlike cookies, they are not sent to the website automatically.

"First-party" items are set by this website; "third-party" items are set by other services whose code runs on the page.

# 2. What this website uses

By default, {site} uses only the items below. They are strictly necessary for features you ask for, or they only remember your own settings, so they do not require consent in most countries. None of them tracks you across other websites.

- **\`better-auth.session_token\`**: Cookie (first-party, HTTP-only). On sites served over HTTPS its name starts with \`__Secure-\`.
  - **Purpose:** Keeps you signed in to your client account, or staff to the back office. It is set only when you sign in and holds a random session identifier, nothing else.
  - **Duration:** Seven days, renewed while you use the site; removed when you sign out.
- **\`ui-theme\`**: Local storage in your browser.
  - **Purpose:** Remembers whether you chose the light, dark or system theme. It stays in your browser and is never sent to us.
  - **Duration:** Until you clear your browser's site data.
- **\`atrium-chunk-reload\`**: Session storage in your browser.
  - **Purpose:** Notes that the page reloaded itself once after a site update, so it does not reload again in a loop.
  - **Duration:** Until you close the browser tab.
- **Offline cache**: Service worker cache in your browser.
  - **Purpose:** Keeps copies of the site's public files and recently visited public pages so they load quickly and show an offline page when your connection drops. Account and back-office pages are never cached.
  - **Duration:** Until the site is updated or you clear your browser's site data.

If you never sign in, no cookie is set by us at all: browsing pages, reading the blog and sending a quote request or contact message work without one.

# 3. Analytics and marketing tools

The website can load analytics or advertising tools, such as Google Analytics, Google Tag Manager or the Meta (Facebook) Pixel, but only if we turn them on in the site settings. When they are on, those providers set their own cookies to count visits, understand which pages are useful and measure campaigns, and they process your IP address and browser details under their own privacy policies. You can refuse these cookies by blocking third-party cookies in your browser or by using the providers' opt-out tools, described below.

**Currently enabled:** {analytics}

# 4. How to control cookies and storage

All modern browsers let you view, block and delete cookies and site data, usually under Settings, then Privacy or Site data. You can delete this website's data at any time. If you block or delete the session cookie you will be signed out and will not be able to sign in until you allow it again; deleting the theme setting simply returns the site to its default theme.

You can also limit analytics with your browser's tracking protection, or with the opt-out tools offered by the analytics providers themselves.

# 5. Changes to this policy

If we add, change or remove cookies or other storage, we will update this page and the date at the top.

# 6. Contact us

Questions about cookies are welcome at [{email}](mailto:{email}?subject=Cookie%20Policy). For more about how we handle personal information, read our [Privacy Policy](/privacy).
`,
  },
];
