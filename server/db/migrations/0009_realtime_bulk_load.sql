-- A bulk write (data import, Clear All Data) sets atrium.bulk_load for its own transaction
-- (SET LOCAL / set_config(…, true)) so the per-row triggers stay quiet; it then sends one
-- notification per changed table ({"table": …, "op": "IMPORT", "id": null}) instead of one per row.
CREATE OR REPLACE FUNCTION atrium_notify_change() RETURNS trigger AS $$
BEGIN
  IF current_setting('atrium.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
