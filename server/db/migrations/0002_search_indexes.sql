-- Substring search over the inbox tables (admin lists) uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_messages_name_trgm_idx" ON "contact_messages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_trgm_idx" ON "contact_messages" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_company_trgm_idx" ON "contact_messages" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_message_trgm_idx" ON "contact_messages" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirement_forms_name_trgm_idx" ON "requirement_forms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirement_forms_email_trgm_idx" ON "requirement_forms" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirement_forms_company_trgm_idx" ON "requirement_forms" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirement_forms_project_title_trgm_idx" ON "requirement_forms" USING gin ("project_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirement_forms_project_type_trgm_idx" ON "requirement_forms" USING gin ("project_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requirement_forms_project_description_trgm_idx" ON "requirement_forms" USING gin ("project_description" gin_trgm_ops);--> statement-breakpoint
-- The contact form builder refreshes live too, when another admin changes the fields.
CREATE TRIGGER contact_form_fields_notify AFTER INSERT OR UPDATE OR DELETE ON contact_form_fields
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
