import type { Profile } from "@common/schemas/account";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import { unauthorized } from "../lib/errors";

export type ProfileInput = { firstName: string; lastName: string; company?: string | null };

/**
 * A signed-in user changes their own profile (ARCHITECTURE.md §15): first and last name and
 * company; `name` follows the two names. The e-mail is not changed here.
 */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<Profile> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const company = input.company?.trim() || null;
  const [row] = await db
    .update(user)
    .set({ firstName, lastName, company, name: `${firstName} ${lastName}`.trim() })
    .where(eq(user.id, userId))
    .returning({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
    });
  // The session named a user that no longer exists.
  if (!row) throw unauthorized();
  return row;
}
