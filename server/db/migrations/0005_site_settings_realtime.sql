-- The Website Settings editor refreshes live in every open dashboard when another admin saves.
CREATE TRIGGER site_settings_notify AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
