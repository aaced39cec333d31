import type { AiStats, DailyVolume } from "@common/schemas/ai";
import type { ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCost, formatDay } from "./format";

/**
 * The assistant's charts (recharts). Only this module imports recharts, and only lazily (see
 * `lazyChart`), so the library is in the AI section's chunks alone. Colours are the theme's CSS
 * variables, so the charts follow light and dark mode and the site's colours.
 */

const AXIS = { fontSize: 12, fill: "var(--color-muted)" } as const;
const TOOLTIP = {
  contentStyle: {
    background: "var(--color-card)",
    border: "1px solid var(--color-border)",
    borderRadius: 6,
    color: "var(--color-fg)",
    fontSize: 12,
  },
  labelStyle: { color: "var(--color-fg)", fontWeight: 600 },
  cursor: { fill: "var(--color-border)", fillOpacity: 0.4 },
} as const;
/** Legend texts in the page's text colour (recharts colours them like their series, too faint). */
const LEGEND = {
  wrapperStyle: { fontSize: 12 },
  formatter: (value: unknown) => <span style={{ color: "var(--color-fg)" }}>{String(value)}</span>,
} as const;
/** No growing bars and lines for those who asked their system for less motion. */
const ANIMATE =
  typeof window === "undefined" || !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
const GRID = { stroke: "var(--color-border)", strokeDasharray: "3 3", vertical: false } as const;
/** The x axis of a series of UTC days. */
const DAY_AXIS = {
  dataKey: "date",
  tickFormatter: formatDay,
  tick: AXIS,
  stroke: "var(--color-border)",
  minTickGap: 16,
} as const;
const COUNT_AXIS = { allowDecimals: false, tick: AXIS, stroke: "var(--color-border)" } as const;
const dayLabel = (day: unknown) => formatDay(String(day));
const BAR_RADIUS: [number, number, number, number] = [3, 3, 0, 0];

/**
 * A chart with its caption, and the same figures as a table behind "Show the figures": the
 * shapes say nothing to a screen reader and cannot be read with the keyboard, the table can.
 */
function ChartFigure({
  caption,
  columns,
  rows,
  children,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
  children: ReactNode;
}) {
  return (
    <figure className="min-w-0">
      <figcaption className="sr-only">{caption}</figcaption>
      <div aria-hidden="true" className="h-64 w-full min-w-0" data-testid="ai-chart">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted hover:text-fg">Show the figures</summary>
        <section
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so the keyboard must reach it
          tabIndex={0}
          className="mt-2 max-h-64 overflow-auto focus-visible:outline-2 focus-visible:outline-primary"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-muted">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="border-b border-border py-1 pr-3 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    <td key={columns[i]} className="border-b border-border py-1 pr-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

/** Quote requests and contact messages per day (the last 30 days). */
export function VolumeChart({ volumes }: { volumes: DailyVolume[] }) {
  return (
    <ChartFigure
      caption="Quote requests and contact messages per day"
      columns={["Day", "Quote requests", "Contact messages"]}
      rows={volumes.map((v) => [formatDay(v.date), v.quote_requests, v.contact_messages])}
    >
      <BarChart accessibilityLayer={false} data={volumes} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid {...GRID} />
        <XAxis {...DAY_AXIS} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip {...TOOLTIP} labelFormatter={dayLabel} />
        <Legend {...LEGEND} />
        <Bar dataKey="quote_requests" name="Quote requests" fill="var(--color-primary)" radius={BAR_RADIUS} />
        <Bar
          dataKey="contact_messages"
          name="Contact messages"
          fill="var(--color-accent)"
          radius={BAR_RADIUS}
          isAnimationActive={ANIMATE}
        />
      </BarChart>
    </ChartFigure>
  );
}

/** The admin's queries (bars, left axis) and their estimated cost (line, right axis) per day. */
export function UsageChart({ daily }: { daily: AiStats["daily"] }) {
  return (
    <ChartFigure
      caption="AI queries and estimated cost per day"
      columns={["Day", "Queries", "Tokens", "Cost"]}
      rows={daily.map((d) => [formatDay(d.date), d.queries, d.tokens, formatCost(d.cost_usd)])}
    >
      <ComposedChart
        accessibilityLayer={false}
        data={daily}
        margin={{ top: 8, right: 0, bottom: 0, left: -16 }}
      >
        <CartesianGrid {...GRID} />
        <XAxis {...DAY_AXIS} />
        <YAxis yAxisId="queries" {...COUNT_AXIS} />
        <YAxis
          yAxisId="cost"
          orientation="right"
          tick={AXIS}
          stroke="var(--color-border)"
          tickFormatter={(v: number) => formatCost(v)}
          width={64}
        />
        <Tooltip
          {...TOOLTIP}
          labelFormatter={dayLabel}
          formatter={(value, name) => (name === "Cost" ? formatCost(Number(value)) : value)}
        />
        <Legend {...LEGEND} />
        <Bar
          yAxisId="queries"
          dataKey="queries"
          name="Queries"
          fill="var(--color-primary)"
          radius={BAR_RADIUS}
          isAnimationActive={ANIMATE}
        />
        <Line
          yAxisId="cost"
          dataKey="cost_usd"
          name="Cost"
          type="monotone"
          stroke="var(--color-accent)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={ANIMATE}
        />
      </ComposedChart>
    </ChartFigure>
  );
}
