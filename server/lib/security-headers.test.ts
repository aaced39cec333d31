import { describe, expect, it } from "vitest";
import { freshNonce } from "./security-headers";

describe("freshNonce", () => {
  it("answers 16 random bytes, never the same twice, across refills of its pool", () => {
    // More than one pool's worth (256 nonces).
    const nonces = Array.from({ length: 600 }, freshNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
