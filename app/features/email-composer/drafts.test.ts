// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, type DraftValues, loadDraft, saveDraft } from "./drafts";

const values: DraftValues = {
  templateId: "t1",
  variables: { name: "Ada" },
  to: "ada@example.com",
  cc: "",
  bcc: "boss@example.com",
  subject: "Re: Your Message",
  mode: "html",
  html: "<p>Hello {{name}}</p>",
  text: "",
};

describe("composer drafts", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps one draft per context and gives it back", () => {
    expect(saveDraft("contact_message:1", values, new Date("2025-01-02T03:04:05Z"))).toBe(true);
    expect(loadDraft("contact_message:1")).toEqual({ ...values, savedAt: "2025-01-02T03:04:05.000Z" });
    expect(loadDraft("contact_message:2")).toBeNull();
  });

  it("forgets a cleared draft", () => {
    saveDraft("compose", values);
    clearDraft("compose");
    expect(loadDraft("compose")).toBeNull();
  });

  it("ignores what is not a draft and fills what a stored one lacks", () => {
    window.localStorage.setItem("atrium.email-draft.bad", "{not json");
    expect(loadDraft("bad")).toBeNull();
    window.localStorage.setItem("atrium.email-draft.old", JSON.stringify({ to: 5, savedAt: "x", mode: "?" }));
    expect(loadDraft("old")).toMatchObject({ to: "", mode: "html", variables: {}, savedAt: "x" });
  });
});
