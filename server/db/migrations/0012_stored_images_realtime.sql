-- A stored image deleted or replaced changes what public pages show (their pictures, widths and
-- heights): its change event empties every process's render cache and refreshes open Image
-- Library screens (issue 16).
CREATE TRIGGER stored_images_notify AFTER INSERT OR UPDATE OR DELETE ON stored_images
  FOR EACH ROW EXECUTE FUNCTION atrium_notify_change();
