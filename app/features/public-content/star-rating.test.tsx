import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_URL } from "~/components/icon/icon";
import { renderSprite } from "../../../scripts/icon-sprite";
import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it("is one labelled image drawing five stars side by side, the first n lit", () => {
    const html = renderToStaticMarkup(<StarRating rating={4} />);
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).toMatch(
      /^<svg role="img" aria-label="Rated 4 out of 5" viewBox="0 0 132 24" class="stars">/,
    );
    const uses = [...html.matchAll(/<use ([^>]*)>/g)].map((m) => m[1]);
    expect(uses).toHaveLength(5);
    for (const use of uses) expect(use).toContain(`href="${SPRITE_URL}#star"`);
    expect(uses.map((u) => u.match(/x="(\d+)"/)?.[1])).toEqual(["0", "27", "54", "81", "108"]);
    expect(uses.map((u) => u.includes('class="on"'))).toEqual([true, true, true, true, false]);
  });

  it("rounds and clamps the rating, and takes a label and a size class", () => {
    expect(renderToStaticMarkup(<StarRating rating={7} />).match(/class="on"/g)).toHaveLength(5);
    expect(renderToStaticMarkup(<StarRating rating={0} />)).not.toContain('class="on"');
    const html = renderToStaticMarkup(
      <StarRating rating={2.6} label={(v) => `${v} stars`} className="h-3.5" />,
    );
    expect(html).toContain('aria-label="3 stars"');
    expect(html).toContain('class="stars h-3.5"');
  });

  it("draws each star at the left of its <use>'s box (the sprite's star aligns left)", () => {
    expect(renderSprite()).toContain(
      '<symbol id="star" viewBox="0 0 24 24" preserveAspectRatio="xMinYMid meet">',
    );
  });
});
