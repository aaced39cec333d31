import type { ContactFormField } from "@common/schemas/contact-form-fields";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { contactFormFields, contactMessages } from "@server/db/schema";
import { defaultContactFormFields } from "@server/db/seed-content";
import * as audit from "@server/services/audit";
import { copyName } from "@server/services/contact-form-fields";
import { expectNotFound, setUpAdminApi } from "@tests/support/admin-api";
import { eq, notInArray } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

// writeAudit runs for real; one test makes it fail to show a reorder commits all or nothing.
vi.mock("@server/services/audit", async (original) => {
  const actual = await original<typeof audit>();
  return { ...actual, writeAudit: vi.fn(actual.writeAudit) };
});

const DEFAULTS = defaultContactFormFields.map((f) => f.field_name);

const api = setUpAdminApi<ContactFormField>("contact-form-fields");
const { t, call, add, lastAudit, expectGuarded } = api;

/** Back to the four seeded fields as seeded before each test. */
beforeEach(async () => {
  await t.db.delete(contactFormFields).where(notInArray(contactFormFields.field_name, DEFAULTS));
  for (const field of defaultContactFormFields) {
    await t.db
      .insert(contactFormFields)
      .values(field)
      .onConflictDoUpdate({ target: contactFormFields.field_name, set: field });
  }
});

const list = async () => (await call("?pageSize=100")).body.items;
const names = async () => (await list()).map((f) => f.field_name);
const publicNames = async () => {
  const res = await t.request("/api/v1/contact-form-fields");
  return ((await res.json()) as { items: ContactFormField[] }).items.map((f) => f.field_name);
};
const idOf = async (name: string) => (await list()).find((f) => f.field_name === name)!.id;
const budget = {
  field_name: "budget",
  field_label: "Budget",
  field_type: "select",
  field_options: ["Small", "Large"],
};

describe("GET /admin/contact-form-fields", () => {
  it("lists every field, inactive ones too, in order", async () => {
    await t.db
      .update(contactFormFields)
      .set({ is_active: false })
      .where(eq(contactFormFields.field_name, "company"));
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items.map((f) => [f.field_name, f.order_index, f.is_active])).toEqual([
      ["name", 1, true],
      ["email", 2, true],
      ["company", 3, false],
      ["message", 4, true],
    ]);
  });

  it("pages up to 100 and refuses more", async () => {
    expect((await call("?pageSize=2")).body.items).toHaveLength(2);
    expect((await call("?pageSize=101")).status).toBe(400);
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET /admin/contact-form-fields/{id}", () => {
  it("answers one field, and 404 for an unknown one", async () => {
    const id = await idOf("email");
    const { status, body } = await call(`/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, field_name: "email", is_active: true, order_index: 2 });
    expect((await call(`/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "GET"));
});

describe("POST /admin/contact-form-fields", () => {
  it("adds the field at the end, audited, and the public form shows it", async () => {
    const { status, body } = await add({ ...budget, is_required: true, field_placeholder: "  " });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...budget,
      order_index: 5,
      is_required: true,
      is_active: true,
      field_placeholder: null,
    });
    expect(await publicNames()).toEqual([...DEFAULTS, "budget"]);
    expect(await lastAudit()).toMatchObject({ action: "create", entity_id: body.id });
  });

  it("keeps options for select and radio only", async () => {
    const { body } = await add({ ...budget, field_name: "notes", field_type: "textarea" });
    expect(body.field_options).toBeNull();
  });

  it("answers 400 with the problem of each field", async () => {
    const { status, body } = await add({ field_name: "Bad Name", field_label: " ", field_type: "color" });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields!).sort()).toEqual(["field_label", "field_name", "field_type"]);

    const noOptions = await add({ ...budget, field_type: "radio", field_options: [] });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.error.fields!.field_options).toMatch(/at least one option/);
    const sameTwice = await add({ ...budget, field_options: ["A", " A"] });
    expect(sameTwice.body.error.fields!.field_options).toBe("Each option must be different");
    expect((await add({ ...budget, field_name: "x".repeat(51) })).status).toBe(400);
  });

  it("answers 409 when the name is taken", async () => {
    const { status, body } = await add({ ...budget, field_name: "email" });
    expect(status).toBe(409);
    expect(body.error.code).toBe("field_name_taken");
    expect(body.error.fields!.field_name).toContain('"email" already exists');
  });

  it("is for admins only", () => expectGuarded("", "POST", budget));
});

describe("PATCH /admin/contact-form-fields/{id}", () => {
  it("changes a field and its help text, audited with what changed", async () => {
    const id = await idOf("company");
    const { status, body } = await call(`/${id}`, {
      method: "PATCH",
      body: { field_label: "Organisation", help_text: "Optional" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ field_label: "Organisation", help_text: "Optional", field_name: "company" });
    expect((await lastAudit())!.changes).toEqual({
      field_label: { from: "Company", to: "Organisation" },
      help_text: { from: null, to: "Optional" },
    });
  });

  it("disables and enables: the public form hides inactive fields", async () => {
    const id = await idOf("company");
    await call(`/${id}`, { method: "PATCH", body: { is_active: false } });
    expect(await publicNames()).toEqual(["name", "email", "message"]);
    await call(`/${id}`, { method: "PATCH", body: { is_active: true } });
    expect(await publicNames()).toEqual(DEFAULTS);
  });

  it("answers 400 for bad input, also a choice type without options", async () => {
    const id = await idOf("company");
    const bad = await call(`/${id}`, { method: "PATCH", body: { field_name: "1st" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields!.field_name).toBeDefined();
    const noOptions = await call(`/${id}`, { method: "PATCH", body: { field_type: "select" } });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.error.fields!.field_options).toBeDefined();
    expect((await call("/not-a-uuid", { method: "PATCH", body: {} })).status).toBe(400);
  });

  it("answers 404 for an unknown field and 409 for a taken name", async () => {
    expectNotFound(await call(`/${crypto.randomUUID()}`, { method: "PATCH", body: { is_active: false } }));
    const id = await idOf("company");
    expect((await call(`/${id}`, { method: "PATCH", body: { field_name: "email" } })).status).toBe(409);
    // Its own name is not a conflict.
    expect((await call(`/${id}`, { method: "PATCH", body: { field_name: "company" } })).status).toBe(200);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "PATCH", { is_active: false }));
});

describe("DELETE /admin/contact-form-fields/{id}", () => {
  it("deletes, renumbers from 1, and the public form still takes messages", async () => {
    const id = await idOf("company");
    const { status } = await call(`/${id}`, { method: "DELETE" });
    expect(status).toBe(204);
    expect((await list()).map((f) => [f.field_name, f.order_index])).toEqual([
      ["name", 1],
      ["email", 2],
      ["message", 3],
    ]);
    expect(await lastAudit()).toMatchObject({ action: "delete", entity_id: id });

    const sent = await t.request("/api/v1/contact-messages", {
      body: {
        fields: { name: "Jane", email: "jane@example.com", message: "A message long enough." },
        [HONEYPOT_FIELD]: "",
        [STARTED_AT_FIELD]: Date.now() - 10_000,
      },
      ip: "198.51.100.1",
    });
    expect(sent.status).toBe(201);
    const { id: messageId } = (await sent.json()) as { id: string };
    const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    expect(message).toMatchObject({ name: "Jane", company: null, message: "A message long enough." });
  });

  it("answers 404 for an unknown field", async () => {
    expect((await call(`/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(404);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}`, "DELETE"));
});

describe("POST /admin/contact-form-fields/{id}/duplicate", () => {
  it("places an inactive copy right after the original, named _copy, _copy_2…", async () => {
    const email = await idOf("email");
    const first = await call(`/${email}/duplicate`, { method: "POST" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      field_name: "email_copy",
      field_label: "Email Address (Copy)",
      field_type: "email",
      is_required: true,
      is_active: false,
      order_index: 3,
    });
    expect(await lastAudit()).toMatchObject({ action: "duplicate", entity_id: first.body.id });

    const second = await call(`/${email}/duplicate`, { method: "POST" });
    expect(second.body.field_name).toBe("email_copy_2");
    expect((await list()).map((f) => [f.field_name, f.order_index])).toEqual([
      ["name", 1],
      ["email", 2],
      ["email_copy_2", 3],
      ["email_copy", 4],
      ["company", 5],
      ["message", 6],
    ]);
    // Copies are inactive, so the public form is unchanged until they are enabled.
    expect(await publicNames()).toEqual(DEFAULTS);
  });

  it("keeps copy names within the 50-character limit", () => {
    const long = "a".repeat(50);
    expect(copyName(long, new Set())).toBe(`${"a".repeat(45)}_copy`);
    expect(copyName("x", new Set(["x_copy", "x_copy_2"]))).toBe("x_copy_3");
  });

  it("answers 404 for an unknown field", async () => {
    expect((await call(`/${crypto.randomUUID()}/duplicate`, { method: "POST" })).status).toBe(404);
  });

  it("is for admins only", () => expectGuarded(`/${crypto.randomUUID()}/duplicate`, "POST"));
});

describe("PUT /admin/contact-form-fields/order", () => {
  const order = (ids: string[]) => ({ items: ids.map((id, i) => ({ id, order_index: i + 1 })) });

  it("saves the new order, renumbered from 1, and the public form follows it", async () => {
    const fields = await list();
    const reversed = fields.map((f) => f.id).reverse();
    const { status, body } = await call("/order", {
      method: "PUT",
      body: { items: reversed.map((id, i) => ({ id, order_index: (i + 1) * 10 })) },
    });
    expect(status).toBe(200);
    expect(body.items.map((f) => [f.field_name, f.order_index])).toEqual([
      ["message", 1],
      ["company", 2],
      ["email", 3],
      ["name", 4],
    ]);
    expect(await publicNames()).toEqual([...DEFAULTS].reverse());
    expect((await lastAudit())!.changes).toEqual({
      order: { from: DEFAULTS, to: [...DEFAULTS].reverse() },
    });
  });

  it("answers 400 when a field is missing, unknown or listed twice, and changes nothing", async () => {
    const ids = (await list()).map((f) => f.id);
    for (const wrong of [
      ids.slice(1),
      [...ids.slice(1), crypto.randomUUID()],
      [ids[0]!, ...ids],
      [...ids.slice(0, 3), ids[0]!],
    ]) {
      const { status, body } = await call("/order", { method: "PUT", body: order(wrong.reverse()) });
      expect(status).toBe(400);
      expect(body.error.fields!.items).toBe("List every field exactly once");
    }
    const bad = await call("/order", { method: "PUT", body: { items: [{ id: "x", order_index: 0 }] } });
    expect(bad.status).toBe(400);
    expect(await names()).toEqual(DEFAULTS);
  });

  it("is all or nothing: a failure after the update leaves the old order", async () => {
    const ids = (await list()).map((f) => f.id);
    vi.mocked(audit.writeAudit).mockRejectedValueOnce(new Error("audit down"));
    const { status } = await call("/order", { method: "PUT", body: order([...ids].reverse()) });
    expect(status).toBe(500);
    expect((await list()).map((f) => [f.field_name, f.order_index])).toEqual(
      DEFAULTS.map((name, i) => [name, i + 1]),
    );
  });

  it("is for admins only", () => expectGuarded("/order", "PUT", { items: [] }));
});
