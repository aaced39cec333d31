import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for secrets at rest (AI keys, SMTP password, Resend key).
 * Stored as "v1:<iv>:<tag>:<ciphertext>", base64url parts; the key is derived from APP_SECRET.
 */
export function createSecretBox(appSecret: string) {
  const key = createHash("sha256").update(`atrium-secrets:${appSecret}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(":");
    },
    decrypt(stored: string): string {
      const [version, iv, tag, data] = stored.split(":");
      if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Unreadable secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** The spec's mask for a stored key: first 4 and last 4 characters. */
export function maskSecret(plain: string): string {
  if (plain.length <= 8) return "•".repeat(plain.length);
  return `${plain.slice(0, 4)}${"•".repeat(8)}${plain.slice(-4)}`;
}
