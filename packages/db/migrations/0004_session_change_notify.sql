-- Every API server caches resolved sessions for a few seconds. These triggers announce each change
-- that must end a cached session at once, on every server: a session deleted or altered
-- (sign-out, revocation, expiry), or a member deactivated, deleted, or given another role or place.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'auth_sessions' THEN
    PERFORM pg_notify('portal_session_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('portal_session_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_changed
  AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_identity_changed
  AFTER UPDATE OF is_active, is_deleted, role, path, name, email ON profiles
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
     OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
     OR OLD.role IS DISTINCT FROM NEW.role
     OR OLD.path IS DISTINCT FROM NEW.path
     OR OLD.name IS DISTINCT FROM NEW.name
     OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION notify_session_changed();
