import type { PublicSiteSettings } from "@common/schemas/site-settings";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BusinessHours, ContactDetails, LocationCard } from "./contact-details";

const settings = (overrides: Partial<PublicSiteSettings> = {}): PublicSiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  ...overrides,
});

describe("LocationCard", () => {
  it("embeds the configured map lazily, with a title", () => {
    const html = renderToStaticMarkup(
      <LocationCard settings={settings({ map_embed_url: "https://www.google.com/maps/embed?pb=abc" })} />,
    );
    expect(html).toContain(
      '<iframe title="Map" src="https://www.google.com/maps/embed?pb=abc" loading="lazy"',
    );
    expect(html).not.toContain("Open in Maps");
  });

  it("links to a maps site by coordinates otherwise, and never embeds a script URL", () => {
    for (const map_embed_url of [null, "javascript:alert(1)"]) {
      const html = renderToStaticMarkup(<LocationCard settings={settings({ map_embed_url })} />);
      expect(html).not.toContain("<iframe");
      expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=37.4419,-122.143"');
      expect(html).toContain("Open in Maps");
    }
  });
});

describe("ContactDetails and BusinessHours", () => {
  it("leave out what is not configured", () => {
    const html = renderToStaticMarkup(
      <ContactDetails
        settings={settings({
          contact_phone_secondary: "",
          emergency_contact_phone: "",
          emergency_contact_email: "",
        })}
      />,
    );
    expect(html).toContain('href="tel:+15550100100"');
    expect(html).toContain('href="mailto:hello@example.com"');
    expect(html).not.toContain("Secondary phone");
    expect(html).not.toContain("Emergency support");
  });

  it("show every day as Closed when no hours are set", () => {
    const html = renderToStaticMarkup(
      <BusinessHours settings={settings({ business_hours: null, timezone: null })} />,
    );
    expect(html.match(/Closed/g)).toHaveLength(7);
    expect(html).not.toContain("All times are");
  });
});
