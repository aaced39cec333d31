import type { AI_SEVERITIES, AiInsight, AiMetric, DailyVolume } from "@common/schemas/ai";

/**
 * Anomalies in the daily volumes of quote requests and contact messages, found without any model
 * (spec 2 §2 Smart Analytics / Smart Alerts): a spike, a drop to zero and a surge from one sender.
 * Pure: the figures come in (daily volumes and per-sender counts read in SQL), insights come out.
 *
 * The volumes are counts of rare events, so the rules think in counts: a day is compared with the
 * days before it, the spread is never taken as smaller than a Poisson count's (√mean), and absolute
 * floors keep a quiet site's 0 → 2 from being an alarm.
 */
export const ANOMALY_RULES = {
  /** Days before a day that it is compared with: two weeks hold both weekends of a weekly rhythm. */
  window: 14,
  /**
   * Known days a day needs before it is judged: a site's first week (or a metric's, counted from
   * its first record ever) has no history to be unusual against.
   */
  minHistory: 7,
  spike: {
    /** Standard deviations above the trailing mean: 3 is low, 5 medium, 8 high. */
    z: { low: 3, medium: 5, high: 8 },
    /** Never a spike below 5 in a day, nor less than 3 above the mean, however quiet the site. */
    minCount: 5,
    minExcess: 3,
  },
  drop: {
    /** The trailing mean must be at least one a day: a quiet site's empty days are its normal. */
    minMean: 1,
    /**
     * How many the empty days should have brought (trailing mean × days): at least 5, where a
     * Poisson count comes out empty by chance less than 1% of the time (e^-5); 10 medium, 20 high.
     * The run must also be longer than any empty spell in the window (a weekend is not a drop).
     */
    expected: { low: 5, medium: 10, high: 20 },
  },
  surge: {
    /** Submissions from one e-mail address in one UTC day: 4 is low, 8 medium, 15 high. */
    email: { low: 4, medium: 8, high: 15 },
    /**
     * From one IP address in one UTC day, under at least two e-mail addresses (one address is the
     * e-mail rule's): higher, as an office or a mobile network shares an address.
     */
    ip: { low: 8, medium: 15, high: 30 },
    ipMinEmails: 2,
  },
} as const;

type Severity = (typeof AI_SEVERITIES)[number];

/** Submissions from one sender on one UTC day, counted in SQL (at least the low threshold). */
export type SenderCount = {
  metric: AiMetric;
  date: string;
  kind: "email" | "ip";
  sender: string;
  count: number;
  /** Distinct e-mail addresses behind an IP address's count (1 for kind "email"). */
  emails: number;
};

export type AnomalyInput = {
  /** Oldest first, one entry per UTC day up to today (dailyVolumes); older days are history only. */
  volumes: DailyVolume[];
  senders?: SenderCount[];
  /** Report only anomalies on or after this date (YYYY-MM-DD); default the whole series. */
  from?: string;
  /**
   * Each metric's first day with a record ever (YYYY-MM-DD, null when none): days before it are
   * not history (the form did not exist yet), not zeros. Left out: the whole series is history.
   */
  since?: Partial<Record<AiMetric, string | null>>;
  now?: Date;
};

const METRIC_WORDS: Record<AiMetric, { one: string; many: string; Many: string; form: string }> = {
  quote_requests: {
    one: "quote request",
    many: "quote requests",
    Many: "Quote requests",
    form: "the Get a Quote form",
  },
  contact_messages: {
    one: "contact message",
    many: "contact messages",
    Many: "Contact messages",
    form: "the contact form",
  },
};

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

const count = (n: number, metric: AiMetric) =>
  `${n} ${n === 1 ? METRIC_WORDS[metric].one : METRIC_WORDS[metric].many}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** "12 March" for 2025-03-12 (a day of the last weeks; the year is implied). */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

function severityOf(value: number, levels: { low: number; medium: number; high: number }): Severity {
  if (value >= levels.high) return "high";
  if (value >= levels.medium) return "medium";
  return "low";
}

/** The known days (values) of the window before index `i`. */
function trailing(values: (number | null)[], i: number): number[] {
  return values.slice(Math.max(0, i - ANOMALY_RULES.window), i).filter((v): v is number => v !== null);
}

function meanAndDeviation(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return { mean, sd: Math.sqrt(variance) };
}

function longestZeroRun(values: number[]): number {
  let longest = 0;
  let run = 0;
  for (const v of values) {
    run = v === 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The metric's series with days before its first record ever as null (no history). */
function seriesOf(input: AnomalyInput, metric: AiMetric): (number | null)[] {
  const since = input.since === undefined ? undefined : input.since[metric];
  return input.volumes.map((day) => {
    if (since === null) return null;
    if (since !== undefined && day.date < since) return null;
    return day[metric];
  });
}

type Found = AiInsight & { date: string };

function spikes(input: AnomalyInput, metric: AiMetric, from: string): Found[] {
  const rules = ANOMALY_RULES.spike;
  const values = seriesOf(input, metric);
  const found: Found[] = [];
  input.volumes.forEach((day, i) => {
    const value = values[i];
    if (day.date < from || value === null || value === undefined) return;
    const history = trailing(values, i);
    if (history.length < ANOMALY_RULES.minHistory) return;
    const { mean, sd } = meanAndDeviation(history);
    // A count's spread is at least √mean (Poisson), and at least 1 on a site that was silent.
    const spread = Math.max(sd, Math.sqrt(Math.max(mean, 1)));
    const z = (value - mean) / spread;
    if (value < rules.minCount || value - mean < rules.minExcess || z < rules.z.low) return;
    const words = METRIC_WORDS[metric];
    found.push({
      id: `spike:${metric}:${day.date}`,
      date: day.date,
      title: `Spike in ${words.many} on ${dayLabel(day.date)}`,
      description:
        `${count(value, metric)} arrived on ${dayLabel(day.date)}, against an average of ` +
        `${round1(mean)} a day (give or take ${round1(sd)}) over the ${history.length} days before: ` +
        `${round1(z)} standard deviations above normal.`,
      type: "spike",
      severity: severityOf(z, rules.z),
      data: {
        metric,
        date: day.date,
        count: value,
        mean: round1(mean),
        sd: round1(sd),
        z: round1(z),
        window_days: history.length,
      },
      timestamp: `${day.date}T00:00:00.000Z`,
      actionable: true,
      actions: [`Review ${words.many} from ${dayLabel(day.date)}`],
    });
  });
  return found;
}

/** How much of the series' last day has passed, when it is today (an unfinished day counts less). */
function lastDayWeight(volumes: DailyVolume[], now: Date): number {
  const last = volumes.at(-1)?.date;
  if (last !== now.toISOString().slice(0, 10)) return 1;
  return (now.getTime() - Date.parse(`${last}T00:00:00Z`)) / 86_400_000;
}

function drops(input: AnomalyInput, metric: AiMetric, from: string, now: Date): Found[] {
  const rules = ANOMALY_RULES.drop;
  const values = seriesOf(input, metric);
  const lastIndex = values.length - 1;
  const found: Found[] = [];
  let start = 0;
  while (start <= lastIndex) {
    if (values[start] !== 0) {
      start++;
      continue;
    }
    let end = start;
    while (end + 1 <= lastIndex && values[end + 1] === 0) end++;
    const runStart = start;
    start = end + 1;
    const first = input.volumes[runStart]!.date;
    const last = input.volumes[end]!.date;
    if (last < from) continue;
    const history = trailing(values, runStart);
    if (history.length < ANOMALY_RULES.minHistory) continue;
    const { mean } = meanAndDeviation(history);
    const ongoing = end === lastIndex;
    const days = end - runStart + 1;
    const length = days - (ongoing ? 1 - lastDayWeight(input.volumes, now) : 0);
    const expected = mean * length;
    if (mean < rules.minMean || expected < rules.expected.low) continue;
    if (length <= longestZeroRun(history)) continue;
    const words = METRIC_WORDS[metric];
    const span =
      days === 1 ? `on ${dayLabel(first)}` : `from ${dayLabel(first)} to ${dayLabel(last)} (${days} days)`;
    const when = ongoing ? `since ${dayLabel(first)}` : span;
    const dayCount = `${days} ${days === 1 ? "day" : "days"}`;
    found.push({
      id: `drop:${metric}:${first}`,
      date: first,
      title: `No ${words.many} ${when.replace(/ \(.*\)$/, "")}`,
      description:
        `No ${words.many} arrived ${ongoing ? `in ${dayCount}, ${when}` : span}, though the ` +
        `${history.length} days before averaged ${round1(mean)} a day: about ${Math.round(expected)} ` +
        `would have been expected.`,
      type: "drop",
      severity: severityOf(expected, rules.expected),
      data: {
        metric,
        date: first,
        until: last,
        days,
        ongoing,
        count: 0,
        mean: round1(mean),
        expected: round1(expected),
        window_days: history.length,
      },
      timestamp: `${first}T00:00:00.000Z`,
      actionable: true,
      actions: [
        `Check that ${words.form} on the website still sends`,
        `Review ${words.many} before ${dayLabel(first)}`,
      ],
    });
  }
  return found;
}

function surges(input: AnomalyInput, from: string): Found[] {
  const rules = ANOMALY_RULES.surge;
  return (input.senders ?? []).flatMap((s): Found[] => {
    const levels = s.kind === "email" ? rules.email : rules.ip;
    if (s.date < from || s.count < levels.low) return [];
    if (s.kind === "ip" && s.emails < rules.ipMinEmails) return [];
    const words = METRIC_WORDS[s.metric];
    const who = s.kind === "email" ? s.sender : `the IP address ${s.sender}`;
    const under = s.kind === "ip" ? `, under ${s.emails} different e-mail addresses` : "";
    return [
      {
        id: `surge:${s.metric}:${s.date}:${s.kind}:${s.sender}`,
        date: s.date,
        title: `${count(s.count, s.metric)} from one ${s.kind === "email" ? "address" : "IP address"} on ${dayLabel(s.date)}`,
        description: `${count(s.count, s.metric)} came from ${who} on ${dayLabel(s.date)}${under}.`,
        type: "surge",
        severity: severityOf(s.count, levels),
        data: {
          metric: s.metric,
          date: s.date,
          count: s.count,
          sender: s.sender,
          sender_kind: s.kind,
          ...(s.kind === "ip" ? { emails: s.emails } : {}),
        },
        timestamp: `${s.date}T00:00:00.000Z`,
        actionable: true,
        actions: [`Review ${words.many} from ${who} on ${dayLabel(s.date)}`],
      },
    ];
  });
}

/**
 * The anomalies of the series: spikes and drops per metric, surges per sender. Most severe first,
 * then newest. A flat, a noisy-but-small and an empty series give none.
 */
export function detectAnomalies(input: AnomalyInput, metrics: readonly AiMetric[]): AiInsight[] {
  const now = input.now ?? new Date();
  const from = input.from ?? input.volumes[0]?.date ?? "";
  const found = [
    ...metrics.flatMap((metric) => [...spikes(input, metric, from), ...drops(input, metric, from, now)]),
    ...surges({ ...input, senders: input.senders?.filter((s) => metrics.includes(s.metric)) }, from),
  ];
  found.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      b.date.localeCompare(a.date) ||
      a.id.localeCompare(b.id),
  );
  return found.map(({ date: _date, ...insight }) => insight);
}
