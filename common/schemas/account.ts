import { z } from "zod";

/**
 * The client area (ARCHITECTURE.md §15). What a client may change is `ProfileUpdateSchema`
 * (common/schemas/auth.ts, the registration form's fields); their own quote requests are
 * `OwnQuoteRequestSchema` (common/schemas/quote-requests.ts).
 */

/** A signed-in user's profile as `PATCH /api/v1/account/profile` answers it. */
export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().meta({ description: "First and last name together" }),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof ProfileSchema>;
