import { z } from "zod";
import { PUBLIC_ICONS } from "../public-icons";
import { storedRow } from "./fields";
import { OrderIndexSchema } from "./testimonials";

/**
 * "What we do" (issue 16; spec 2's what_we_do): the short list of the agency's kinds of work on
 * the home page — a title, a sentence or two, an icon from the public icon set, whether it is
 * shown and its place. Shared by /api/v1/admin/what-we-do and the Add / Edit dialog.
 */

export const WHAT_WE_DO_LIMITS = { title: 100, description: 500 } as const;

export const WHAT_WE_DO_TEXT = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  icon: "Choose one of the icons",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

const shape = {
  title: required(WHAT_WE_DO_TEXT.titleRequired, WHAT_WE_DO_LIMITS.title),
  description: required(WHAT_WE_DO_TEXT.descriptionRequired, WHAT_WE_DO_LIMITS.description),
  /** Empty is no icon (the site draws a neutral one). */
  icon: z
    .union([z.enum(PUBLIC_ICONS, { error: WHAT_WE_DO_TEXT.icon }), z.literal("")], {
      error: WHAT_WE_DO_TEXT.icon,
    })
    .nullable()
    .transform((v) => v || null),
  order_index: OrderIndexSchema,
  is_active: z.boolean(),
};

/** POST /admin/what-we-do: without order_index the entry goes last; shown by default. */
export const WhatWeDoCreateSchema = z.object({
  ...shape,
  icon: shape.icon.optional(),
  order_index: shape.order_index.optional(),
  is_active: shape.is_active.default(true),
});
export type WhatWeDoCreate = z.output<typeof WhatWeDoCreateSchema>;

/** PATCH /admin/what-we-do/{id}: any subset (also the show / hide toggle). */
export const WhatWeDoUpdateSchema = z.object(shape).partial();
export type WhatWeDoUpdate = z.output<typeof WhatWeDoUpdateSchema>;

/** An entry as the back office receives it. */
export const WhatWeDoSchema = storedRow({
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  order_index: z.number().int(),
  is_active: z.boolean().meta({ description: "Active entries are shown on the home page" }),
}).meta({ id: "WhatWeDo" });
export type WhatWeDo = z.infer<typeof WhatWeDoSchema>;

/** An entry as the home page shows it. */
export const PublicWhatWeDoSchema = WhatWeDoSchema.pick({
  id: true,
  title: true,
  description: true,
  icon: true,
}).meta({ id: "PublicWhatWeDo" });
export type PublicWhatWeDo = z.infer<typeof PublicWhatWeDoSchema>;
