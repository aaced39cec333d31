/**
 * The site's default words for the careers page's lists, edited by developers until issue 16
 * makes them editable in the back office.
 */

/** "Why work here", one card each. */
export const REASONS = [
  {
    title: "Work that people rely on",
    text: "What we build is used every day by growers in the field, teachers in classrooms and small teams running their businesses. You see who uses your work and what it changes for them.",
  },
  {
    title: "Variety without chaos",
    text: "Over a year you might work on a school management system, a farm sensor dashboard and an online shop. Projects are scoped properly before they start, so variety does not mean constant fire-fighting.",
  },
  {
    title: "A voice in how things are done",
    text: "We are a small agency. Ideas for better tools, processes or services are discussed openly, and the people closest to the work make the technical decisions.",
  },
  {
    title: "Room to learn",
    text: "Code review, pairing and time set aside for learning are part of the job. We share what we learn across projects, and we help you grow towards the work you want to do next.",
  },
];

/** "How the team works". */
export const WAYS_OF_WORKING = [
  "Remote-friendly: work from home, from our office, or a mix of both. Some roles include occasional on-site visits to clients.",
  "Overlapping core hours for meetings and pairing, with flexibility around them for school runs, appointments and focused work.",
  "Written first: briefs, decisions and progress live on a shared project board, so nobody has to be in every meeting to know what is going on.",
  "Small project teams with one project lead, working in short cycles and showing the client working software at every step.",
  "Sustainable pace: we plan realistic schedules and treat late nights as a planning failure to fix, not a habit.",
];

/** "Roles we hire for", each with an apply-by-email link. */
export const ROLES = [
  {
    title: "Full-stack web developer",
    text: "Builds websites, web applications and integrations with React, TypeScript, Node.js and PostgreSQL.",
  },
  {
    title: "Mobile app developer",
    text: "Builds cross-platform iOS and Android apps, including offline-first field apps for agriculture clients.",
  },
  {
    title: "Cloud and DevOps engineer",
    text: "Designs hosting, deployment pipelines, monitoring and backups, and keeps client systems secure and cost-effective.",
  },
  {
    title: "UI/UX and brand designer",
    text: "Shapes brand identities, interfaces and design systems, and tests them with the people who will use them.",
  },
  {
    title: "SEO and digital marketing specialist",
    text: "Plans and runs search, content, email and social campaigns, and reports honestly on what they achieve.",
  },
  {
    title: "Project manager",
    text: "Leads client projects from kickoff to launch: scope, schedule, budget and clear communication throughout.",
  },
  {
    title: "IT support and field technician",
    text: "Supports client devices and networks, installs on-site equipment such as farm sensors and school networks, and solves problems calmly.",
  },
  {
    title: "Student placement or internship",
    text: "For students and recent graduates who want real project experience alongside an experienced mentor.",
  },
];

/** "Our hiring process", numbered. */
export const HIRING_STEPS = [
  {
    title: "Application review",
    text: "A member of the team you would work with reads your application. We reply to every applicant, whether or not we move forward.",
  },
  {
    title: "Introductory call",
    text: "A short video call to talk about the role, your experience and what you are looking for. Bring your questions too.",
  },
  {
    title: "Practical conversation",
    text: "You walk us through work you have done, or take on a small, time-boxed exercise close to the real job. We never use exercise work in client projects.",
  },
  {
    title: "Meet the team",
    text: "You meet the people you would work with day to day, and we talk through how we work, including the less glamorous parts.",
  },
  {
    title: "Offer",
    text: "If it is a match on both sides, we make a written offer, check references with your permission, and agree a start date.",
  },
  {
    title: "Onboarding",
    text: "Your first weeks follow a plan: accounts and equipment ready on day one, a named buddy, and a first project matched to your experience.",
  },
];
