import type { AiStats, DailyVolume } from "@common/schemas/ai";
import { lazy, Suspense } from "react";

/** The charts load on demand (recharts is in their chunk only), with a placeholder meanwhile. */
const Charts = {
  Volume: lazy(() => import("./charts").then((m) => ({ default: m.VolumeChart }))),
  Usage: lazy(() => import("./charts").then((m) => ({ default: m.UsageChart }))),
};

export function ChartPlaceholder() {
  return (
    <div role="status" aria-busy="true" className="h-64 w-full animate-pulse rounded-md bg-border/50">
      <span className="sr-only">Loading chart</span>
    </div>
  );
}

export function VolumeChart(props: { volumes: DailyVolume[] }) {
  return (
    <Suspense fallback={<ChartPlaceholder />}>
      <Charts.Volume {...props} />
    </Suspense>
  );
}

export function UsageChart(props: { daily: AiStats["daily"] }) {
  return (
    <Suspense fallback={<ChartPlaceholder />}>
      <Charts.Usage {...props} />
    </Suspense>
  );
}
