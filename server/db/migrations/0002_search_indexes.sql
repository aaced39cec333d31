-- Substring search in the admin inbox lists at 100k+ rows: one trigram index per table on the
-- expression the list search uses (server/services/list-page.ts searchDocument, same columns in
-- the same order as the services' search columns).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "requirement_forms_search_trgm_idx" ON "requirement_forms" USING gin ((
  coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' ||
  coalesce("project_title", '') || ' ' || coalesce("project_type", '') || ' ' ||
  coalesce("project_description", '')
) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ((
  coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' ||
  coalesce("message", '')
) gin_trgm_ops);
--> statement-breakpoint
-- The contact form builder refreshes live too, when another admin changes the fields.
CREATE TRIGGER contact_form_fields_notify AFTER INSERT OR UPDATE OR DELETE ON contact_form_fields
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
