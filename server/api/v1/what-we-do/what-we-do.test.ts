import { WHAT_WE_DO_TEXT, type WhatWeDo } from "@common/schemas/what-we-do";
import { defaultWhatWeDo } from "@server/db/seed-content";
import { listWhatWeDo } from "@server/services/what-we-do";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { orderedContentTests } from "@tests/support/ordered-content";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<WhatWeDo>("what-we-do");
const { t, call, add, patch, remove, lastAudit } = api;
const shownTitles = async () => (await listWhatWeDo(t.db)).map((s) => s.title);
const sample = (title: string) => ({ title, description: `What ${title} is.`, icon: "Rocket" });

describe("GET /admin/what-we-do", () => {
  it("starts with the seeded entries, in order", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.items.map((r) => r.title)).toEqual(defaultWhatWeDo.map((d) => d.title));
    expect(body.items.map((r) => r.order_index)).toEqual(defaultWhatWeDo.map((_, i) => i + 1));
  });

  it("searches on the server", async () => {
    const { body } = await call(`?q=${encodeURIComponent("android")}`);
    expect(body.items.map((r) => r.title)).toEqual(["Mobile Apps"]);
  });
});

describe("POST, PATCH /admin/what-we-do", () => {
  it("adds with an icon of the set, audited; the home page shows it; no icon is null", async () => {
    const { status, body } = await add({ ...sample("Data & AI"), icon: "Cpu", order_index: 0 });
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: "Data & AI", icon: "Cpu", order_index: 0, is_active: true });
    expect((await lastAudit({ id: body.id }))!.action).toBe("create");
    expect((await listWhatWeDo(t.db))[0]).toEqual({
      id: body.id,
      title: "Data & AI",
      description: "What Data & AI is.",
      icon: "Cpu",
    });
    const noIcon = await patch(body.id, { icon: "" });
    expect(noIcon.body.icon).toBeNull();
    await remove(body.id);
  });

  it("answers 400 with each field's message", async () => {
    expectInvalid(await add({ title: "", description: " ", icon: "Skull", is_active: "yes" }), {
      title: WHAT_WE_DO_TEXT.titleRequired,
      description: WHAT_WE_DO_TEXT.descriptionRequired,
      icon: WHAT_WE_DO_TEXT.icon,
      is_active: expect.any(String),
    });
    expect((await add({ ...sample("x"), description: "y".repeat(501) })).status).toBe(400);
    const first = (await call("")).body.items[0]!;
    expectInvalid(await patch(first.id, { title: " " }), { title: WHAT_WE_DO_TEXT.titleRequired });
  });
});

describe("the what we do manager's list", () => {
  orderedContentTests(api, "what_we_do", sample, shownTitles);
});
