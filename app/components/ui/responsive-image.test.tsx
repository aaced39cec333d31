import { CARD_IMAGE_MAX_WIDTH, CARD_IMAGE_MIN_WIDTH } from "@common/public-images";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const attrs = (html: string) =>
  Object.fromEntries([...html.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe("ResponsiveImage", () => {
  it("gives a stored image its size, its WebP variants up to its width and lazy loading", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        image={{ src: "/media/p/a.webp", width: 1600, height: 1000 }}
        alt="A farm"
        sizes="50vw"
      />,
    );
    expect(attrs(html)).toMatchObject({
      src: "/media/p/a.webp",
      srcSet:
        "/media/p/a.webp?w=320 320w, /media/p/a.webp?w=640 640w, /media/p/a.webp?w=960 960w, /media/p/a.webp?w=1280 1280w, /media/p/a.webp 1600w",
      sizes: "50vw",
      width: "1600",
      height: "1000",
      alt: "A farm",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("leaves out the variants wider than the picture is ever drawn", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        image={{ src: "/media/p/a.webp", width: 1600, height: 1000 }}
        alt=""
        maxWidth={1280}
      />,
    );
    expect(attrs(html).srcSet).toBe(
      "/media/p/a.webp?w=320 320w, /media/p/a.webp?w=640 640w, /media/p/a.webp?w=960 960w, /media/p/a.webp?w=1280 1280w",
    );
  });

  it("leaves out a card's variants narrower than it is drawn, unless the picture has no wider one", () => {
    const card = (width: number) =>
      attrs(
        renderToStaticMarkup(
          <ResponsiveImage
            image={{ src: "/media/p/a.webp", width, height: 1000 }}
            alt=""
            maxWidth={CARD_IMAGE_MAX_WIDTH}
            minWidth={CARD_IMAGE_MIN_WIDTH}
          />,
        ),
      ).srcSet;
    expect(card(1600)).toBe(
      "/media/p/a.webp?w=640 640w, /media/p/a.webp?w=960 960w, /media/p/a.webp?w=1280 1280w",
    );
    expect(card(500)).toBe("/media/p/a.webp?w=320 320w, /media/p/a.webp 500w");
  });

  it("loads the page's first picture eagerly, with high priority", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ src: "/media/p/a.webp", width: 1920, height: 1080 }} alt="" priority />,
    );
    expect(attrs(html)).toMatchObject({ loading: "eager", fetchPriority: "high", sizes: "100vw" });
    expect(attrs(html).srcSet).not.toContain("/media/p/a.webp 1920w"); // the 1920 variant is it
  });

  it("gives a picture narrower than the smallest variant no srcset", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ src: "/media/p/a.png", width: 1, height: 1 }} alt="dot" />,
    );
    expect(attrs(html)).toMatchObject({ src: "/media/p/a.png", width: "1", height: "1" });
    expect(attrs(html)).not.toHaveProperty("srcSet");
  });

  it("shows any other address as it is: no srcset, no size", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ src: "https://example.com/x.png", width: null, height: null }} alt="x" />,
    );
    const a = attrs(html);
    expect(a.src).toBe("https://example.com/x.png");
    expect(a).not.toHaveProperty("srcSet");
    expect(a).not.toHaveProperty("sizes");
    expect(a).not.toHaveProperty("width");
  });
});
