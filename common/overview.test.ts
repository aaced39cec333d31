import { describe, expect, it } from "vitest";
import { diskUsageText, updateResource, updateSentence } from "./overview";
import type { ActivityUpdate } from "./schemas/overview";

describe("diskUsageText", () => {
  it("says how much of the data directory's disk is used, in readable sizes", () => {
    expect(
      diskUsageText({ used_bytes: 12_300_000_000, total_bytes: 120_000_000_000, used_percent: 10 }),
    ).toBe("10% used — 12.3 GB of 120 GB");
  });
});

const activity = (over: Partial<ActivityUpdate>): ActivityUpdate => ({
  kind: "activity",
  id: "1",
  created_at: "2025-01-01T00:00:00.000Z",
  actor: "Ada",
  action: "update",
  entity_type: "services",
  label: null,
  fields: [],
  status: null,
  priority: null,
  ...over,
});

describe("updateSentence", () => {
  it("names a new lead", () => {
    expect(
      updateSentence({
        kind: "quote_request",
        id: "q",
        created_at: "",
        name: "Quinn Lee",
        project_type: "Web Development",
      }),
    ).toBe("New quote request from Quinn Lee (Web Development)");
    expect(updateSentence({ kind: "contact_message", id: "m", created_at: "", name: "Sam Ray" })).toBe(
      "New message from Sam Ray",
    );
  });

  it("says a status or priority change as what it was set to", () => {
    const quote = { entity_type: "requirement_forms", label: "Quinn Lee" };
    expect(updateSentence(activity({ ...quote, fields: ["status"], status: "reviewing" }))).toBe(
      "Ada set the quote request from Quinn Lee to reviewing",
    );
    expect(
      updateSentence(
        activity({ ...quote, fields: ["status", "priority"], status: "quoted", priority: "urgent" }),
      ),
    ).toBe("Ada set the quote request from Quinn Lee to quoted, urgent priority");
    expect(
      updateSentence(
        activity({
          entity_type: "contact_messages",
          label: "Sam Ray",
          fields: ["priority"],
          priority: "high",
        }),
      ),
    ).toBe("Ada set the message from Sam Ray to high priority");
  });

  it("lists the changed fields of any other update", () => {
    expect(updateSentence(activity({ label: "SEO", fields: ["title", "description"] }))).toBe(
      "Ada updated the service “SEO” (title, description)",
    );
    expect(
      updateSentence(
        activity({ entity_type: "requirement_forms", label: "Quinn Lee", fields: ["status", "admin_notes"] }),
      ),
    ).toBe("Ada updated the quote request from Quinn Lee (status, admin notes)");
    expect(
      updateSentence(activity({ entity_type: "team_members", label: "Lin", fields: ["order_index"] })),
    ).toBe("Ada updated the team member “Lin” (order)");
    expect(updateSentence(activity({ entity_type: "site_settings", fields: ["site_name"] }))).toBe(
      "Ada updated the site settings (site name)",
    );
  });

  it("says creations, deletions, uploads, copies and new orders", () => {
    expect(updateSentence(activity({ action: "delete", entity_type: "projects", label: "Harvest" }))).toBe(
      "Ada deleted the project “Harvest”",
    );
    expect(updateSentence(activity({ action: "delete", entity_type: "contact_messages" }))).toBe(
      "Ada deleted a message",
    );
    expect(updateSentence(activity({ action: "delete", entity_type: "admin_invitation" }))).toBe(
      "Ada deleted an invitation",
    );
    expect(
      updateSentence(
        activity({ action: "create", entity_type: "admin_invitation", label: "lin@example.com" }),
      ),
    ).toBe("Ada created the invitation for lin@example.com");
    expect(
      updateSentence(activity({ action: "upload", entity_type: "stored_images", label: "logo.png" })),
    ).toBe("Ada uploaded the image “logo.png”");
    expect(
      updateSentence(
        activity({ action: "duplicate", entity_type: "contact_form_fields", label: "Budget (Copy)" }),
      ),
    ).toBe("Ada created the contact form field “Budget (Copy)” as a copy");
    expect(
      updateSentence(
        activity({ action: "duplicate", entity_type: "email_templates", label: "Welcome (Copy)" }),
      ),
    ).toBe("Ada created the e-mail template “Welcome (Copy)” as a copy");
    expect(
      updateSentence(
        activity({
          action: "update",
          entity_type: "email_conversations",
          label: "Website redesign",
          fields: ["status"],
          status: "closed",
        }),
      ),
    ).toBe("Ada set the conversation “Website redesign” to closed");
    expect(updateSentence(activity({ action: "reorder", entity_type: "success_stories" }))).toBe(
      "Ada reordered the success stories",
    );
    expect(
      updateSentence(activity({ action: "create", entity_type: "admin_user", label: "Ada Byron" })),
    ).toBe("Ada joined as an administrator");
    expect(
      updateSentence(
        activity({ actor: null, action: "locked", entity_type: "admin_account", label: "ada@example.com" }),
      ),
    ).toBe("System locked the administrator account of ada@example.com after repeated failed sign-ins");
    expect(updateSentence(activity({ action: "import", entity_type: "data" }))).toBe(
      "Ada imported the site data",
    );
    expect(updateSentence(activity({ action: "export", entity_type: "data" }))).toBe(
      "Ada exported the site data",
    );
    expect(updateSentence(activity({ actor: null, action: "clear", entity_type: "data" }))).toBe(
      "System cleared the site data",
    );
  });

  it("falls back to System, and to plain words for unknown types and actions", () => {
    expect(updateSentence(activity({ actor: null, action: "create", label: "SEO" }))).toBe(
      "System created the service “SEO”",
    );
    expect(updateSentence(activity({ action: "publish", entity_type: "press_releases", label: "Q3" }))).toBe(
      "Ada did “publish” to the press releases “Q3”",
    );
  });
});

describe("updateResource", () => {
  it("is the record type's resource, or the leads' tables", () => {
    expect(updateResource(activity({ entity_type: "projects" }))).toBe("projects");
    expect(updateResource({ kind: "contact_message", id: "m", created_at: "", name: "S" })).toBe(
      "contact_messages",
    );
    expect(
      updateResource({ kind: "quote_request", id: "q", created_at: "", name: "Q", project_type: "Other" }),
    ).toBe("requirement_forms");
  });
});
