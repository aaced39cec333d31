// @vitest-environment jsdom
import { AI_SETTINGS_DEFAULTS, AI_TEXT, type AiSettings } from "@common/schemas/ai-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AnalyticsTab } from "./analytics-tab";

/** The AI Analytics page's states, against a stubbed GET /admin/ai/insights. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const settings: AiSettings = {
  id: "s1",
  ...AI_SETTINGS_DEFAULTS,
  // Charts off: jsdom lays nothing out, so a chart would only warn about its size.
  ai_features_enabled: { ...AI_SETTINGS_DEFAULTS.ai_features_enabled, visualization: false },
  api_key: { set: false, mask: null },
  encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: true },
  ready: false,
  updated_at: "2025-01-01T00:00:00.000Z",
};

let root: Root | undefined;
let container: HTMLDivElement | undefined;

afterEach(() => {
  root?.unmount();
  container?.remove();
  vi.unstubAllGlobals();
});

function show(response: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response()),
  );
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter([{ path: "/", element: <AnalyticsTab settings={settings} /> }]);
  root.render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container;
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });

describe("AnalyticsTab", () => {
  it("says so when the 30 days hold nothing unusual", async () => {
    const page = show(() =>
      Response.json({
        insights: [],
        recommendations: [],
        volumes: [],
        generated_at: new Date().toISOString(),
      }),
    );
    await until(() => expect(page.textContent).toContain("No unusual activity in the last 30 days"));
  });

  it("falls back to one low-severity 'AI Analytics Active' insight when the load fails", async () => {
    const page = show(() =>
      Response.json({ error: { code: "internal_error", message: "Something went wrong." } }, { status: 500 }),
    );
    await until(() => expect(page.textContent).toContain(AI_TEXT.analyticsPlaceholderTitle));
    const cards = page.querySelectorAll("[data-testid='ai-insight']");
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain("low");
    expect(page.textContent).toContain("Something went wrong.");
  });

  it("shows each insight with its severity and actions", async () => {
    const page = show(() =>
      Response.json({
        insights: [
          {
            id: "spike:quote_requests:2025-03-12",
            title: "Spike in quote requests on 12 March",
            description: "9 quote requests arrived on 12 March, against an average of 1.2 a day.",
            type: "spike",
            severity: "high",
            data: { metric: "quote_requests", date: "2025-03-12", count: 9 },
            timestamp: "2025-03-12T00:00:00.000Z",
            actionable: true,
            actions: ["Review quote requests from 12 March"],
          },
        ],
        recommendations: [],
        volumes: [],
        generated_at: new Date().toISOString(),
      }),
    );
    await until(() => expect(page.textContent).toContain("Spike in quote requests on 12 March"));
    const card = page.querySelector("[data-testid='ai-insight']")!;
    expect(card.textContent).toContain("high");
    expect(card.textContent).toContain("Review quote requests from 12 March");
    expect(card.querySelector("a")?.getAttribute("href")).toBe("/dashboard/requirement-forms");
  });
});
