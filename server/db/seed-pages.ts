import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import type { Database } from "./client";
import { aboutContent, pages } from "./schema";
import { SEED_PAGES } from "./seed-pages-copy";

/** When the seeded words were last changed: the legal pages' "Last updated" date until staff edit them. */
const WRITTEN = new Date("2026-11-21T12:00:00Z");

/**
 * The standing pages (issue 16), one row each with today's words, so a fresh install's /faq,
 * /privacy… read as before and the Pages manager is not empty. Pages already there are kept.
 */
export async function seedPages(db: Pick<Database, "insert">): Promise<void> {
  await db
    .insert(pages)
    .values(
      SEED_PAGES.map((page) => ({
        ...page,
        items: page.items ?? [],
        status: "published" as const,
        created_at: WRITTEN,
        updated_at: WRITTEN,
      })),
    )
    .onConflictDoNothing({ target: pages.slug });
}

const SITE = DEFAULT_SITE_SETTINGS.site_name;

/**
 * The about page's sections as a fresh install shows them (issue 16), so the About Content
 * manager starts with today's words: the story, mission, vision, values and how we work.
 */
export const defaultAboutContent: (typeof aboutContent.$inferInsert)[] = [
  {
    section_type: "history",
    title: "Our story",
    order_index: 1,
    description: [
      DEFAULT_SITE_SETTINGS.site_description?.trim() ||
        `${SITE} is a technology services agency that designs, builds and supports websites, apps and business systems.`,
      `We set up ${SITE} because we kept meeting organizations that had been sold technology they did not need, or left with systems nobody could maintain once the original developer moved on. We wanted to be the partner we would choose ourselves: one that explains the options in plain language, builds on proven tools, and is still answering the phone long after launch.`,
      "Today our designers, engineers, marketers and support technicians work as one team, so the people who plan your website also understand your network, your data and your marketing. Most of our clients stay with us after their first project, and a good share of new work comes from their recommendations.",
    ].join("\n\n"),
  },
  {
    section_type: "mission",
    title: "Our mission",
    order_index: 2,
    description:
      "To make dependable technology accessible to organizations of every size: build what is genuinely needed, explain it clearly, and support it for as long as it is in use.",
  },
  {
    section_type: "vision",
    title: "Our vision",
    order_index: 3,
    description:
      "A future where a family farm, a neighborhood school or a ten-person business can use the same quality of technology as a large company, without the large-company budget or jargon.",
  },
  {
    section_type: "values",
    title: "What we value",
    order_index: 4,
    content_data: {
      values: [
        {
          title: "Plain language",
          description:
            "We explain options, trade-offs and costs in words everyone in the room understands, and put them in writing.",
        },
        {
          title: "Built to last",
          description:
            "Mainstream tools, documented code and your own accounts, so your systems outlive any single supplier, including us.",
        },
        {
          title: "Outcomes over output",
          description:
            "We agree what success looks like in numbers before we start, and report against it afterwards.",
        },
        {
          title: "Accessible by default",
          description:
            "Everything we ship is designed to work for people using keyboards, screen readers, older phones and slow connections.",
        },
        {
          title: "Partners, not vendors",
          description:
            "We say so when something is not worth building, and we are still around when you need a change or a fix.",
        },
      ],
    },
  },
  {
    section_type: "custom",
    title: "How we work",
    order_index: 5,
    content_data: {
      items: [
        {
          title: "One named project lead",
          description:
            "Your single point of contact from the first call to launch and beyond, who knows your goals and your history.",
        },
        {
          title: "Fixed milestones",
          description:
            "Work is planned in stages with a clear scope and price for each, so there are no surprises on the invoice.",
        },
        {
          title: "Progress you can see",
          description: "A working demo every two weeks and a shared project board you can check at any time.",
        },
      ],
    },
  },
];

/** The about page's sections, once: only into an empty about_content (staff may have written their own). */
export async function seedAboutContent(db: Pick<Database, "insert">): Promise<void> {
  await db.insert(aboutContent).values(defaultAboutContent);
}
