import { z } from "zod";
import { OptionalUrlSchema, optionalText, storedRow } from "./fields";
import { OrderIndexSchema } from "./testimonials";

/**
 * Hero slides (issue 16; spec 2's hero_carousel_items): the slides of the home page's carousel —
 * headline (title), subtitle, text (description), a picture with its alt text, two buttons
 * (text + link each) and whether it is shown. Shared by /api/v1/admin/hero-slides and the
 * Add / Edit Hero Slide dialog.
 */

export const HERO_SLIDE_LIMITS = {
  title: 120,
  subtitle: 200,
  description: 600,
  imageAlt: 300,
  buttonText: 60,
} as const;

export const HERO_SLIDE_TEXT = {
  titleRequired: "Headline is required",
  linkRequired: "Add the button's link, or clear its text",
  textRequired: "Add the button's text, or clear its link",
} as const;

const shape = {
  title: z
    .string({ error: HERO_SLIDE_TEXT.titleRequired })
    .trim()
    .min(1, HERO_SLIDE_TEXT.titleRequired)
    .max(HERO_SLIDE_LIMITS.title, `Use at most ${HERO_SLIDE_LIMITS.title} characters`),
  subtitle: optionalText(HERO_SLIDE_LIMITS.subtitle),
  description: optionalText(HERO_SLIDE_LIMITS.description),
  image_url: OptionalUrlSchema,
  image_alt: optionalText(HERO_SLIDE_LIMITS.imageAlt),
  cta_text: optionalText(HERO_SLIDE_LIMITS.buttonText),
  cta_link: OptionalUrlSchema,
  secondary_cta_text: optionalText(HERO_SLIDE_LIMITS.buttonText),
  secondary_cta_link: OptionalUrlSchema,
  order_index: OrderIndexSchema,
  is_active: z.boolean(),
};

const BUTTONS = [
  ["cta_text", "cta_link"],
  ["secondary_cta_text", "secondary_cta_link"],
] as const;

type Buttons = Partial<Record<(typeof BUTTONS)[number][number], string | null>>;

/**
 * A button is shown when it has both a text and a link: one without the other is refused at the
 * missing field. A partial update that sends only one of the two is not checked here.
 */
const checkButtons = (partial: boolean) => (value: Buttons, ctx: z.RefinementCtx) => {
  for (const [text, link] of BUTTONS) {
    if (partial && !(text in value && link in value)) continue;
    if (value[text] && !value[link]) {
      ctx.addIssue({ code: "custom", path: [link], message: HERO_SLIDE_TEXT.linkRequired });
    } else if (value[link] && !value[text]) {
      ctx.addIssue({ code: "custom", path: [text], message: HERO_SLIDE_TEXT.textRequired });
    }
  }
};

/** POST /admin/hero-slides: a headline is enough; without order_index the slide goes last; shown by default. */
export const HeroSlideCreateSchema = z
  .object({
    ...shape,
    subtitle: shape.subtitle.optional(),
    description: shape.description.optional(),
    image_url: shape.image_url.optional(),
    image_alt: shape.image_alt.optional(),
    cta_text: shape.cta_text.optional(),
    cta_link: shape.cta_link.optional(),
    secondary_cta_text: shape.secondary_cta_text.optional(),
    secondary_cta_link: shape.secondary_cta_link.optional(),
    order_index: shape.order_index.optional(),
    is_active: shape.is_active.default(true),
  })
  .superRefine(checkButtons(false));
export type HeroSlideCreate = z.output<typeof HeroSlideCreateSchema>;

/** PATCH /admin/hero-slides/{id}: any subset (also the show / hide toggle). */
export const HeroSlideUpdateSchema = z.object(shape).partial().superRefine(checkButtons(true));
export type HeroSlideUpdate = z.output<typeof HeroSlideUpdateSchema>;

/** A slide as the back office receives it. */
export const HeroSlideSchema = storedRow({
  title: z.string().meta({ description: "The slide's headline" }),
  subtitle: z.string().nullable(),
  description: z.string().nullable().meta({ description: "The text under the headline" }),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
  cta_text: z.string().nullable().meta({ description: "The first button's text" }),
  cta_link: z.string().nullable(),
  secondary_cta_text: z.string().nullable().meta({ description: "The second button's text" }),
  secondary_cta_link: z.string().nullable(),
  order_index: z.number().int(),
  is_active: z.boolean().meta({ description: "Active slides are shown on the home page" }),
}).meta({ id: "HeroSlide" });
export type HeroSlide = z.infer<typeof HeroSlideSchema>;

/** A slide as the home page shows it. */
export const PublicHeroSlideSchema = HeroSlideSchema.omit({
  order_index: true,
  is_active: true,
  created_at: true,
  updated_at: true,
}).meta({ id: "PublicHeroSlide" });
export type PublicHeroSlide = z.infer<typeof PublicHeroSlideSchema>;
