import { describe, expect, it } from "vitest";
import { createSecretBox, maskSecret } from "./secrets";

describe("secret box", () => {
  const box = createSecretBox("an-app-secret-that-is-long-enough-123");

  it("round-trips and never stores the plain text", () => {
    const stored = box.encrypt("sk-live-1234567890abcdef");
    expect(stored.startsWith("v1:")).toBe(true);
    expect(stored).not.toContain("sk-live");
    expect(box.decrypt(stored)).toBe("sk-live-1234567890abcdef");
    expect(box.encrypt("same")).not.toBe(box.encrypt("same"));
  });

  it("refuses tampered ciphertext and another key", () => {
    const stored = box.encrypt("secret value");
    const parts = stored.split(":");
    parts[3] = Buffer.from("tampered!!!!").toString("base64url");
    expect(() => box.decrypt(parts.join(":"))).toThrow();
    expect(() => createSecretBox("a-different-secret-of-enough-length").decrypt(stored)).toThrow();
  });

  it("masks with the first and last four characters", () => {
    expect(maskSecret("sk-abcdefghijklmnop1234")).toBe("sk-a••••••••1234");
    expect(maskSecret("short")).toBe("•••••");
  });
});
