import { pngOf } from "@tests/support/image-fixtures";
import { describe, expect, it } from "vitest";
import type { MediaStorage } from "./media-storage";
import { createMediaVariants, variantWidth } from "./media-variants";

/** A storage of fixed files that counts its reads. */
function countingStorage(files: Record<string, Uint8Array>) {
  const reads: string[] = [];
  const storage: MediaStorage = {
    async get(key) {
      reads.push(key);
      const bytes = files[key];
      return bytes ? { bytes, type: key.endsWith(".png") ? "image/png" : "image/svg+xml" } : null;
    },
    async put() {},
    async remove() {},
  };
  return { storage, reads };
}

describe("variantWidth", () => {
  it("takes only the variant widths, written plainly", () => {
    expect(variantWidth("320")).toBe(320);
    expect(variantWidth("1920")).toBe(1920);
    for (const bad of ["400", "0320", " 320", "320px", "", "1e3"]) expect(variantWidth(bad), bad).toBeNull();
  });
});

describe("createMediaVariants", () => {
  const a = `general/${crypto.randomUUID()}.png`;
  const b = `general/${crypto.randomUUID()}.png`;

  it("makes each variant once, and once for concurrent requests", async () => {
    const { storage, reads } = countingStorage({ [a]: await pngOf(800, 400) });
    const variants = createMediaVariants(storage);
    const [first, second] = await Promise.all([variants.get(a, 640), variants.get(a, 640)]);
    expect(first).toBe(second);
    expect(first?.type).toBe("image/webp");
    await variants.get(a, 640);
    expect(reads).toEqual([a]);
    expect(variants.size).toBe(1);
  });

  it("keeps at most its byte budget, dropping the least recently used", async () => {
    const { storage, reads } = countingStorage({ [a]: await pngOf(800, 400), [b]: await pngOf(800, 400) });
    const one = (await createMediaVariants(storage).get(a, 320))?.bytes.length ?? 0;
    reads.length = 0;
    const variants = createMediaVariants(storage, one + 10); // room for one variant
    await variants.get(a, 320);
    await variants.get(b, 320); // pushes a out
    await variants.get(b, 320);
    await variants.get(a, 320);
    expect(reads).toEqual([a, b, a]);
    expect(variants.size).toBe(1);
  });

  it("answers null for a missing file and does not keep it", async () => {
    const { storage } = countingStorage({});
    const variants = createMediaVariants(storage);
    expect(await variants.get(a, 640)).toBeNull();
    expect(variants.size).toBe(0);
  });
});
