-- Realtime: every change to a table the back office watches is announced on the
-- "atrium_changes" channel; the server relays it to admins as server-sent events.
CREATE OR REPLACE FUNCTION atrium_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'atrium_changes',
    json_build_object(
      'table', TG_TABLE_NAME,
      'op', TG_OP,
      'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER requirement_forms_notify AFTER INSERT OR UPDATE OR DELETE ON requirement_forms
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER contact_messages_notify AFTER INSERT OR UPDATE OR DELETE ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER team_members_notify AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER email_conversations_notify AFTER INSERT OR UPDATE OR DELETE ON email_conversations
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
CREATE TRIGGER email_messages_notify AFTER INSERT OR UPDATE OR DELETE ON email_messages
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
--> statement-breakpoint
-- site_settings holds exactly one row.
CREATE UNIQUE INDEX site_settings_singleton ON site_settings ((true));
--> statement-breakpoint
-- Only one e-mail settings record is active at a time (spec 3 §4).
CREATE UNIQUE INDEX email_settings_one_active ON email_settings (is_active) WHERE is_active;
