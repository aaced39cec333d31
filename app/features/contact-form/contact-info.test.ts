import { describe, expect, it } from "vitest";
import {
  addressLines,
  asSentence,
  businessHoursRows,
  mapsSearchUrl,
  safeEmbedUrl,
  telHref,
  timezoneLabel,
  to12Hour,
} from "./contact-info";

describe("contact page helpers", () => {
  it("formats times in 12-hour form", () => {
    expect(to12Hour("09:00")).toBe("9:00 AM");
    expect(to12Hour("17:30")).toBe("5:30 PM");
    expect(to12Hour("00:15")).toBe("12:15 AM");
    expect(to12Hour("12:00")).toBe("12:00 PM");
    expect(to12Hour("25:00")).toBe("25:00");
  });

  it("lists the week from Monday, closed and missing days as Closed", () => {
    const rows = businessHoursRows({
      sunday: { open: "10:00", close: "14:00", closed: true },
      monday: { open: "09:00", close: "17:00", closed: false },
      saturday: { open: "10:00", close: "14:00", closed: false },
    });
    expect(rows.map((r) => `${r.label}: ${r.text}`)).toEqual([
      "Monday: 9:00 AM - 5:00 PM",
      "Tuesday: Closed",
      "Wednesday: Closed",
      "Thursday: Closed",
      "Friday: Closed",
      "Saturday: 10:00 AM - 2:00 PM",
      "Sunday: Closed",
    ]);
    expect(businessHoursRows(null).every((r) => r.closed)).toBe(true);
  });

  it("names time zones", () => {
    expect(timezoneLabel("America/Los_Angeles")).toBe("Pacific Time (America/Los_Angeles)");
    expect(timezoneLabel("Africa/Dar_es_Salaam")).toBe("Africa/Dar es Salaam");
    expect(timezoneLabel("")).toBeNull();
  });

  it("builds tel:, map and embed links safely", () => {
    expect(telHref("+1 (555) 010-0100")).toBe("tel:+15550100100");
    expect(telHref("020 7946 0958")).toBe("tel:02079460958");
    expect(mapsSearchUrl(37.4419, -122.143, "x")).toBe(
      "https://www.google.com/maps/search/?api=1&query=37.4419,-122.143",
    );
    expect(mapsSearchUrl(null, null, "500 University Ave, Palo Alto")).toBe(
      "https://www.google.com/maps/search/?api=1&query=500%20University%20Ave%2C%20Palo%20Alto",
    );
    expect(mapsSearchUrl(null, null, " ")).toBeNull();
    expect(safeEmbedUrl("https://www.google.com/maps/embed?pb=1")).toBe(
      "https://www.google.com/maps/embed?pb=1",
    );
    expect(safeEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(safeEmbedUrl("not a url")).toBeNull();
    expect(safeEmbedUrl(null)).toBeNull();
  });

  it("writes the address and sentences", () => {
    expect(
      addressLines({
        address: "500 University Avenue",
        address_line_2: "",
        city: "Palo Alto",
        state_province: "California",
        postal_code: "94301",
        country: "United States",
      }),
    ).toEqual(["500 University Avenue", "Palo Alto, California 94301", "United States"]);
    expect(asSentence("We respond within 24 hours")).toBe("We respond within 24 hours.");
    expect(asSentence("Call us!")).toBe("Call us!");
    expect(asSentence(null)).toBe("");
  });
});
