import { createHash, timingSafeEqual } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailSettings } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secrets";

/**
 * The inbound webhook's shared secret (`Authorization: Bearer <secret>`), set in the active e-mail
 * settings (write-only, stored encrypted). Compared in constant time.
 */

export const INBOUND_AUTH_TEXT = {
  notConfigured: "Inbound e-mail is not configured",
  unauthorized: "A valid inbound e-mail secret is required.",
} as const;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** The secret of the active settings; null when none is set (or it cannot be decrypted). */
export async function inboundSecret(db: Database, secrets: SecretBox): Promise<string | null> {
  const [row] = await db
    .select({ secret: emailSettings.inbound_secret_encrypted })
    .from(emailSettings)
    .where(eq(emailSettings.is_active, true))
    .orderBy(desc(emailSettings.updated_at))
    .limit(1);
  if (!row?.secret) return null;
  try {
    return secrets.decrypt(row.secret) || null;
  } catch {
    // Encrypted under another APP_SECRET: as good as unset until the admin sets it again.
    return null;
  }
}

/** 503 when no secret is set; 401 without the bearer secret or with another one. */
export async function checkInboundAuthorization(
  db: Database,
  secrets: SecretBox,
  authorization: string | undefined,
): Promise<void> {
  const secret = await inboundSecret(db, secrets);
  if (!secret) throw new ApiError(503, "not_configured", INBOUND_AUTH_TEXT.notConfigured);
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(given), digest(secret)) || given === "") {
    throw new ApiError(401, "unauthorized", INBOUND_AUTH_TEXT.unauthorized);
  }
}
