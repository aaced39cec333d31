import { z } from "zod";
import { ABOUT_SECTION_TYPES } from "../options";
import { keys, optionalText, storedRow } from "./fields";
import { OrderIndexSchema } from "./testimonials";

/**
 * About-page content (spec 2 §3, §4, §5): the schemas of the back office's writes, shared by the
 * API and the add/edit dialog, and of the answers (the back office's section, /about's section).
 * section_type is one of ABOUT_SECTION_TYPES, title is required, content_data must be a JSON
 * object, is_active defaults to true.
 */

export const ABOUT_LIMITS = { title: 200, description: 5000, year: 20 } as const;

export const ABOUT_TEXT = {
  sectionType: "Choose one of the section types",
  titleRequired: "Title is required",
  contentDataObject: 'Content data must be a JSON object, such as {"items": []}',
  contentDataInvalid: "Content data is not valid JSON. Correct it (or clear the field) before saving.",
} as const;

/** content_data: any JSON object (lists of values, milestones, awards…); arrays and scalars are refused. */
export const ContentDataSchema = z.record(z.string(), z.unknown(), { error: ABOUT_TEXT.contentDataObject });

const shape = {
  section_type: z.enum(ABOUT_SECTION_TYPES, { error: ABOUT_TEXT.sectionType }),
  title: z
    .string({ error: ABOUT_TEXT.titleRequired })
    .trim()
    .min(1, ABOUT_TEXT.titleRequired)
    .max(ABOUT_LIMITS.title, `Use at most ${ABOUT_LIMITS.title} characters`),
  description: optionalText(ABOUT_LIMITS.description),
  year: optionalText(ABOUT_LIMITS.year),
  content_data: ContentDataSchema,
  order_index: OrderIndexSchema,
  is_active: z.boolean(),
};

/** POST /admin/about-content. Without order_index the section goes to the end of the page. */
export const AboutContentCreateSchema = z.object({
  ...shape,
  description: shape.description.optional(),
  year: shape.year.optional(),
  content_data: shape.content_data.default({}),
  order_index: shape.order_index.optional(),
  is_active: shape.is_active.default(true),
});
export type AboutContentCreate = z.output<typeof AboutContentCreateSchema>;

/**
 * The Add / Edit dialog's form: the create schema, with content_data typed as JSON text (spec 2
 * §5); text that is not a JSON object is refused on its input with the reason.
 */
export const AboutContentFormSchema = AboutContentCreateSchema.extend({
  content_data: z.string().transform((text, ctx) => {
    const parsed = parseContentData(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  }),
});

/** PATCH /admin/about-content/{id}: any subset. */
export const AboutContentUpdateSchema = z.object(shape).partial();
export type AboutContentUpdate = z.output<typeof AboutContentUpdateSchema>;

/** A section as the back office receives it. */
export const AboutContentSchema = storedRow({
  section_type: z.enum(ABOUT_SECTION_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  year: z.string().nullable(),
  content_data: z.record(z.string(), z.unknown()),
  order_index: z.number().int(),
  is_active: z.boolean().meta({ description: "Active sections are shown on /about" }),
}).meta({ id: "AboutContent" });
export type AboutContent = z.infer<typeof AboutContentSchema>;

/** One entry of a section's list (values, milestones, awards…), as /about shows it. */
export const AboutItemSchema = z
  .object({ title: z.string(), text: z.string().nullable(), year: z.string().nullable() })
  .meta({ id: "AboutItem" });
export type AboutItem = z.infer<typeof AboutItemSchema>;

/** An active section as /about shows it: its content_data read as a list of items. */
export const AboutSectionSchema = AboutContentSchema.pick(
  keys("id", "section_type", "title", "description", "year"),
)
  .extend({ items: z.array(AboutItemSchema) })
  .meta({ id: "AboutSection" });
export type AboutSection = z.infer<typeof AboutSectionSchema>;

/**
 * The JSON editor's reading of its text: empty means {}; anything else must parse to an object.
 * While typing, a text that does not parse is only pointed out; on save it is refused.
 */
export function parseContentData(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (!text.trim()) return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: ABOUT_TEXT.contentDataInvalid };
  }
  const result = ContentDataSchema.safeParse(parsed);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: ABOUT_TEXT.contentDataObject };
}
