CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_message_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_email_message_id_unique" UNIQUE("email_message_id")
);
--> statement-breakpoint
CREATE TABLE "imap_mailbox_state" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_messages_message_id_idx";--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "reference_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "notification_email" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_port" integer DEFAULT 993 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_secure" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_username" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_password_encrypted" text;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "imap_mailbox" text DEFAULT 'INBOX' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_settings" ADD COLUMN "inbound_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_email_message_id_email_messages_id_fk" FOREIGN KEY ("email_message_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_message_id_unique" ON "email_messages" USING btree ("message_id","direction");--> statement-breakpoint
CREATE INDEX "email_messages_sent_idx" ON "email_messages" USING btree ("direction","created_at");--> statement-breakpoint
-- Open dashboards refresh when another admin edits a template or the e-mail settings.
CREATE TRIGGER email_templates_notify AFTER INSERT OR UPDATE OR DELETE ON email_templates
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER email_settings_notify AFTER INSERT OR UPDATE OR DELETE ON email_settings
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
