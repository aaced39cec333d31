import { AI_METRICS, AiInsightSchema, type AiMetric, type DailyVolume } from "@common/schemas/ai";
import { describe, expect, it } from "vitest";
import { ANOMALY_RULES, type AnomalyInput, dayLabel, detectAnomalies, type SenderCount } from "./anomalies";

/** The last day of every series below: "today". */
const TODAY = "2025-03-31";
const END_OF_TODAY = new Date(`${TODAY}T23:59:59Z`);

/** Days ending today, quote requests as given (oldest first), contact messages as given or 0. */
function series(quotes: number[], messages: number[] = []): DailyVolume[] {
  const end = Date.parse(`${TODAY}T00:00:00Z`);
  return quotes.map((q, i) => ({
    date: new Date(end - (quotes.length - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    quote_requests: q,
    contact_messages: messages[i] ?? 0,
  }));
}

const dateAt = (volumes: DailyVolume[], i: number) => volumes.at(i)!.date;

function detect(input: Partial<AnomalyInput> & { volumes: DailyVolume[] }) {
  const insights = detectAnomalies({ now: END_OF_TODAY, ...input }, AI_METRICS);
  for (const insight of insights) expect(AiInsightSchema.parse(insight)).toEqual(insight);
  return insights;
}

/** A believable quiet-but-alive fortnight pattern, repeated: 1–4 a day, some zero days. */
const NOISY = [2, 1, 3, 0, 2, 4, 1, 2, 3, 1, 0, 2, 3, 2];
const repeat = (pattern: number[], days: number) =>
  Array.from({ length: days }, (_, i) => pattern[i % pattern.length]!);

describe("detectAnomalies", () => {
  it("finds nothing in an empty, a flat or a noisy-but-small series", () => {
    expect(detect({ volumes: [] })).toEqual([]);
    expect(detect({ volumes: series(repeat([0], 44)) })).toEqual([]);
    expect(detect({ volumes: series(repeat([5], 44), repeat([12], 44)) })).toEqual([]);
    expect(detect({ volumes: series(repeat(NOISY, 44), repeat(NOISY.toReversed(), 44)) })).toEqual([]);
  });

  it("flags a seeded spike with the figures, the date and an action", () => {
    const quotes = repeat(NOISY, 44);
    quotes[40] = 14;
    const volumes = series(quotes);
    const [spike, ...rest] = detect({ volumes });
    expect(rest).toEqual([]);
    const date = dateAt(volumes, 40);
    expect(date).toBe("2025-03-28");
    expect(spike).toMatchObject({
      id: "spike:quote_requests:2025-03-28",
      type: "spike",
      title: "Spike in quote requests on 28 March",
      actionable: true,
      actions: ["Review quote requests from 28 March"],
      timestamp: "2025-03-28T00:00:00.000Z",
      data: { metric: "quote_requests", date, count: 14, window_days: 14 },
    });
    expect(spike!.description).toContain("14 quote requests arrived on 28 March");
    expect(spike!.description).toMatch(/average of 1\.9 a day/);
    // (14 − 1.9) / max(sd 1.1, √1.9) ≈ 8.8 deviations: far out.
    expect(spike!.data.z).toBeGreaterThan(ANOMALY_RULES.spike.z.high);
    expect(spike!.severity).toBe("high");
  });

  it("scales severity with how far out the day is", () => {
    const severityFor = (value: number) => {
      const quotes = repeat([4], 30);
      quotes[29] = value;
      return detect({ volumes: series(quotes) }).map((i) => i.severity);
    };
    // Mean 4, spread √4 = 2: 9 is 2.5 deviations, 10 is 3, 14 is 5, 20 is 8.
    expect(severityFor(9)).toEqual([]);
    expect(severityFor(10)).toEqual(["low"]);
    expect(severityFor(14)).toEqual(["medium"]);
    expect(severityFor(20)).toEqual(["high"]);
  });

  it("does not flag small numbers on a quiet site, but does a real burst", () => {
    const quiet = repeat([0, 0, 1, 0, 0, 0, 0], 30);
    const two = [...quiet];
    two[29] = 2;
    expect(detect({ volumes: series(two) })).toEqual([]);
    const four = [...quiet];
    four[29] = ANOMALY_RULES.spike.minCount - 1;
    expect(detect({ volumes: series(four) })).toEqual([]);
    const burst = [...quiet];
    burst[29] = 9;
    expect(detect({ volumes: series(burst) })).toMatchObject([{ type: "spike", data: { count: 9 } }]);
  });

  it("does not judge the first days, which have no history", () => {
    // The series starts with a busy day and a burst four days later: too little before them.
    expect(detect({ volumes: series([12, 0, 1, 0, 15, 1, 0, 1]) })).toEqual([]);
    // A metric's days before its first record ever are not history either.
    const quotes = [...repeat([0], 30), 9, 1, 0, 2, 11, 1];
    const volumes = series(quotes);
    expect(detect({ volumes, since: { quote_requests: dateAt(volumes, 30) } })).toEqual([]);
    // Without that knowledge the zeros count, and the first busy day stands out.
    expect(detect({ volumes }).map((i) => i.id)).toContain(`spike:quote_requests:${dateAt(volumes, 30)}`);
    // A metric that never had a record is never judged.
    expect(detect({ volumes, since: { quote_requests: null } })).toEqual([]);
  });

  it("reports only from the first shown day, using older days as history", () => {
    const quotes = repeat([3], 44);
    quotes[20] = 20;
    quotes[40] = 20;
    const volumes = series(quotes);
    const shown = detect({ volumes, from: dateAt(volumes, 14) });
    expect(shown.map((i) => i.data.date)).toEqual([dateAt(volumes, 40), dateAt(volumes, 20)]);
    expect(detect({ volumes, from: dateAt(volumes, 30) }).map((i) => i.data.date)).toEqual([
      dateAt(volumes, 40),
    ]);
  });

  it("flags a drop to zero that is still going on", () => {
    const messages = [...repeat([4, 5, 3, 6, 4, 5, 4], 40), 0, 0, 0, 0];
    const volumes = series(repeat([0], 44), messages);
    const insights = detect({ volumes });
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({
      id: "drop:contact_messages:2025-03-28",
      type: "drop",
      title: "No contact messages since 28 March",
      data: {
        metric: "contact_messages",
        date: "2025-03-28",
        until: TODAY,
        days: 4,
        ongoing: true,
        count: 0,
      },
      actions: [
        "Check that the contact form on the website still sends",
        "Review contact messages before 28 March",
      ],
    });
    expect(insights[0]!.description).toBe(
      "No contact messages arrived in 4 days, since 28 March, though the 14 days before averaged 4.4 a " +
        "day: about 18 would have been expected.",
    );
    expect(insights[0]!.severity).toBe("medium");
  });

  it("counts today only as far as it has gone", () => {
    const quotes = [...repeat([3], 42), 0, 0];
    // At the end of today: two empty days after 3 a day, 6 expected, longer than any empty spell.
    expect(detect({ volumes: series(quotes) }).map((i) => i.type)).toEqual(["drop"]);
    // Early this morning: yesterday and an hour of today, about 3 expected: not yet a drop.
    expect(detect({ volumes: series(quotes), now: new Date(`${TODAY}T01:00:00Z`) })).toEqual([]);
  });

  it("reports a drop that ended, and not empty spells the site always has", () => {
    const quotes = repeat([3], 44);
    quotes.splice(30, 3, 0, 0, 0);
    const [drop, ...rest] = detect({ volumes: series(quotes) });
    expect(rest).toEqual([]);
    expect(drop).toMatchObject({
      title: "No quote requests from 18 March to 20 March",
      data: { days: 3, ongoing: false, expected: 9 },
      severity: "low",
    });
    expect(drop!.description).toContain("from 18 March to 20 March (3 days)");
    // Weekends at zero are the rhythm, not a drop; a quiet site's zeros are normal.
    const weekdays = repeat([5, 6, 4, 5, 7, 0, 0], 44);
    expect(detect({ volumes: series(weekdays) })).toEqual([]);
    const quiet = [...repeat([0, 1, 0, 2, 0, 1, 0], 40), 0, 0, 0, 0];
    expect(detect({ volumes: series(quiet) })).toEqual([]);
  });

  it("flags a surge from one e-mail address or IP address, scaled by its count", () => {
    const volumes = series(repeat([2], 44));
    const date = dateAt(volumes, 40);
    const senders: SenderCount[] = [
      { metric: "quote_requests", date, kind: "email", sender: "bot@example.com", count: 9, emails: 1 },
      { metric: "contact_messages", date, kind: "email", sender: "fan@example.com", count: 4, emails: 1 },
      { metric: "contact_messages", date, kind: "ip", sender: "203.0.113.9", count: 30, emails: 6 },
    ];
    const insights = detect({ volumes, senders });
    expect(insights.map((i) => [i.id, i.severity])).toEqual([
      [`surge:contact_messages:${date}:ip:203.0.113.9`, "high"],
      [`surge:quote_requests:${date}:email:bot@example.com`, "medium"],
      [`surge:contact_messages:${date}:email:fan@example.com`, "low"],
    ]);
    expect(insights[1]).toMatchObject({
      type: "surge",
      title: "9 quote requests from one address on 28 March",
      description: "9 quote requests came from bot@example.com on 28 March.",
      data: { metric: "quote_requests", date, count: 9, sender: "bot@example.com", sender_kind: "email" },
      actions: ["Review quote requests from bot@example.com on 28 March"],
    });
    expect(insights[0]!.description).toBe(
      "30 contact messages came from the IP address 203.0.113.9 on 28 March, under 6 different e-mail addresses.",
    );
  });

  it("does not flag a few from one sender, one IP behind one address, or a sender before the shown days", () => {
    const volumes = series(repeat([2], 44));
    const date = dateAt(volumes, 40);
    const senders: SenderCount[] = [
      { metric: "quote_requests", date, kind: "email", sender: "twice@example.com", count: 3, emails: 1 },
      { metric: "quote_requests", date, kind: "ip", sender: "203.0.113.1", count: 12, emails: 1 },
      {
        metric: "quote_requests",
        date: dateAt(volumes, 2),
        kind: "email",
        sender: "x@example.com",
        count: 9,
        emails: 1,
      },
    ];
    expect(detect({ volumes, senders, from: dateAt(volumes, 14) })).toEqual([]);
  });

  it("judges only the metrics asked for", () => {
    const quotes = repeat([2], 30);
    quotes[29] = 20;
    const volumes = series(quotes, quotes);
    const senders: SenderCount[] = [
      { metric: "quote_requests", date: TODAY, kind: "email", sender: "a@example.com", count: 20, emails: 1 },
    ];
    const only = (metrics: AiMetric[]) =>
      detectAnomalies({ volumes, senders, now: END_OF_TODAY }, metrics).map((i) => i.data.metric);
    expect(only(["contact_messages"])).toEqual(["contact_messages"]);
    expect(only([]).length).toBe(0);
    expect(new Set(only(["quote_requests", "contact_messages"]))).toEqual(
      new Set(["quote_requests", "contact_messages"]),
    );
  });

  it("names days the way the insights read", () => {
    expect(dayLabel("2025-03-12")).toBe("12 March");
    expect(dayLabel("2025-01-01")).toBe("1 January");
  });
});
