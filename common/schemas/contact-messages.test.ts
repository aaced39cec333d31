import { describe, expect, it } from "vitest";
import type { PublicContactFormField } from "./contact-form-fields";
import {
  buildContactSchema,
  checkContactField,
  contactFieldErrors,
  emptyContactValues,
  readValidationRules,
} from "./contact-messages";

let n = 0;
function field(
  partial: Partial<PublicContactFormField> & Pick<PublicContactFormField, "field_name">,
): PublicContactFormField {
  n += 1;
  return {
    id: `id-${n}`,
    field_label: partial.field_name,
    field_type: "text",
    field_placeholder: null,
    field_options: null,
    is_required: false,
    order_index: n,
    validation_rules: null,
    help_text: null,
    ...partial,
  };
}

describe("checkContactField", () => {
  it("requires required answers, with the field's label", () => {
    const name = field({ field_name: "name", field_label: "Full Name", is_required: true });
    expect(checkContactField(name, undefined)).toEqual({ ok: false, message: "Full Name is required" });
    expect(checkContactField(name, "   ")).toEqual({ ok: false, message: "Full Name is required" });
    expect(checkContactField(name, "  Ada  ")).toEqual({ ok: true, value: "Ada" });
    expect(checkContactField(field({ field_name: "x" }), "")).toEqual({ ok: true, value: null });
  });

  it("checks emails and phone numbers", () => {
    const email = field({ field_name: "email", field_type: "email" });
    expect(checkContactField(email, "not-an-email")).toMatchObject({ message: "Please enter a valid email" });
    expect(checkContactField(email, "a@b.co")).toEqual({ ok: true, value: "a@b.co" });
    const tel = field({ field_name: "tel", field_type: "tel" });
    for (const good of ["+1 (555) 010-0100", "020 7946 0958", "+44.20.7946.0958"]) {
      expect(checkContactField(tel, good), good).toEqual({ ok: true, value: good });
    }
    for (const bad of ["12345", "call me", "+1 555 ext 12", "1".repeat(16)]) {
      expect(checkContactField(tel, bad), bad).toMatchObject({
        message: "Please enter a valid phone number",
      });
    }
  });

  it("accepts only listed options for select and radio", () => {
    for (const type of ["select", "radio"]) {
      const f = field({
        field_name: "size",
        field_label: "Team size",
        field_type: type,
        field_options: ["1-10", "11-50"],
      });
      expect(checkContactField(f, "11-50")).toEqual({ ok: true, value: "11-50" });
      expect(checkContactField(f, "500")).toMatchObject({
        message: "Please choose one of the options for Team size",
      });
    }
  });

  it("takes booleans for checkboxes; a required one must be checked", () => {
    const optional = field({ field_name: "news", field_type: "checkbox" });
    expect(checkContactField(optional, undefined)).toEqual({ ok: true, value: false });
    expect(checkContactField(optional, true)).toEqual({ ok: true, value: true });
    expect(checkContactField(optional, "on")).toMatchObject({ ok: false });
    const required = field({
      field_name: "ok",
      field_label: "I agree",
      field_type: "checkbox",
      is_required: true,
    });
    expect(checkContactField(required, false)).toMatchObject({ message: "I agree is required" });
    expect(checkContactField(required, true)).toEqual({ ok: true, value: true });
  });

  it("applies minLength, maxLength and pattern, and the hard limits", () => {
    const code = field({
      field_name: "code",
      field_label: "Code",
      validation_rules: { minLength: 3, maxLength: "6", pattern: "^[A-Z]+$" },
    });
    expect(checkContactField(code, "AB")).toMatchObject({ message: "Code must be at least 3 characters" });
    expect(checkContactField(code, "ABCDEFG")).toMatchObject({
      message: "Code must be at most 6 characters",
    });
    expect(checkContactField(code, "abc")).toMatchObject({ message: "Code is not in the expected format" });
    expect(checkContactField(code, "ABC")).toEqual({ ok: true, value: "ABC" });
    // An empty optional answer skips the rules.
    expect(checkContactField(code, "")).toEqual({ ok: true, value: null });

    const text = field({ field_name: "t", field_label: "T" });
    expect(checkContactField(text, "x".repeat(501))).toMatchObject({
      message: "T must be at most 500 characters",
    });
    const area = field({ field_name: "a", field_label: "A", field_type: "textarea" });
    expect(checkContactField(area, "x".repeat(5000))).toMatchObject({ ok: true });
    expect(checkContactField(area, "x".repeat(5001))).toMatchObject({
      message: "A must be at most 5000 characters",
    });
  });

  it("ignores malformed rules and treats an unknown type as text", () => {
    expect(readValidationRules({ minLength: -1, maxLength: "x", pattern: "([" })).toEqual({
      minLength: undefined,
      maxLength: undefined,
    });
    const odd = field({ field_name: "odd", field_type: "date", validation_rules: { pattern: "([" } });
    expect(checkContactField(odd, "anything")).toEqual({ ok: true, value: "anything" });
  });
});

describe("buildContactSchema", () => {
  const fields = [
    field({ field_name: "name", field_label: "Full Name", is_required: true }),
    field({ field_name: "email", field_label: "Email Address", field_type: "email", is_required: true }),
  ];

  it("reports every field's first problem under its name and drops unknown keys", () => {
    const bad = buildContactSchema(fields).safeParse({ email: "nope" });
    expect(bad.success).toBe(false);
    expect(contactFieldErrors(bad.error!)).toEqual({
      name: "Full Name is required",
      email: "Please enter a valid email",
    });
    const good = buildContactSchema(fields).safeParse({ name: "Ada", email: "ada@example.com", admin: true });
    expect(good.data).toEqual({ name: "Ada", email: "ada@example.com" });
  });

  it("gives the empty form values", () => {
    expect(emptyContactValues([...fields, field({ field_name: "c", field_type: "checkbox" })])).toEqual({
      name: "",
      email: "",
      c: false,
    });
  });
});
