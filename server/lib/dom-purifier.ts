import type { DOMPurify } from "dompurify";

/**
 * DOMPurify on a jsdom window, shared by the SVG and the e-mail HTML sanitisers. jsdom is loaded on
 * first use, so servers that never sanitise never pay for it.
 */
export type Purifier = { purify: DOMPurify; window: Window & typeof globalThis };
let purifier: Promise<Purifier> | undefined;

export function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ]);
    const window = new JSDOM("").window as unknown as Window & typeof globalThis;
    return { purify: createDOMPurify(window), window };
  })();
  return purifier;
}
