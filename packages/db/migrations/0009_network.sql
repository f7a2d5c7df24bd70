CREATE TABLE "doctor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"specialty" text NOT NULL,
	"registry_number" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"kvkk_version" text NOT NULL,
	"kvkk_accepted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"invitation_id" uuid,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_applications_status_check" CHECK ("doctor_applications"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"dry_run" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_jobs_kind_check" CHECK ("maintenance_jobs"."kind" in ('rebuild_paths','recount','sync_points')),
	CONSTRAINT "maintenance_jobs_status_check" CHECK ("maintenance_jobs"."status" in ('queued','running','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "network_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"from_parent_id" uuid,
	"to_parent_id" uuid,
	"from_role" text NOT NULL,
	"to_role" text NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"subtree_size" integer NOT NULL,
	"reason" text,
	"request_id" uuid,
	"moved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"from_role" text NOT NULL,
	"to_role" text NOT NULL,
	"from_parent_id" uuid,
	"to_parent_id" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_transfer_requests_status_check" CHECK ("role_transfer_requests"."status" in ('pending','approved','rejected','cancelled'))
);
--> statement-breakpoint
DROP INDEX "invitations_inviter_id_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "direct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "network_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "send_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_applications" ADD CONSTRAINT "doctor_applications_reviewed_by_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_applications" ADD CONSTRAINT "doctor_applications_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_jobs" ADD CONSTRAINT "maintenance_jobs_started_by_profiles_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_moves" ADD CONSTRAINT "network_moves_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_moves" ADD CONSTRAINT "network_moves_from_parent_id_profiles_id_fk" FOREIGN KEY ("from_parent_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_moves" ADD CONSTRAINT "network_moves_to_parent_id_profiles_id_fk" FOREIGN KEY ("to_parent_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_moves" ADD CONSTRAINT "network_moves_request_id_role_transfer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."role_transfer_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_moves" ADD CONSTRAINT "network_moves_moved_by_profiles_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_transfer_requests" ADD CONSTRAINT "role_transfer_requests_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_transfer_requests" ADD CONSTRAINT "role_transfer_requests_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_transfer_requests" ADD CONSTRAINT "role_transfer_requests_from_parent_id_profiles_id_fk" FOREIGN KEY ("from_parent_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_transfer_requests" ADD CONSTRAINT "role_transfer_requests_to_parent_id_profiles_id_fk" FOREIGN KEY ("to_parent_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_transfer_requests" ADD CONSTRAINT "role_transfer_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_applications_status_created_idx" ON "doctor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "doctor_applications_email_idx" ON "doctor_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "doctor_applications_reviewed_by_idx" ON "doctor_applications" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "doctor_applications_invitation_id_idx" ON "doctor_applications" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "maintenance_jobs_created_at_idx" ON "maintenance_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "maintenance_jobs_started_by_idx" ON "maintenance_jobs" USING btree ("started_by");--> statement-breakpoint
CREATE INDEX "network_moves_member_idx" ON "network_moves" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "network_moves_created_at_idx" ON "network_moves" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "network_moves_from_parent_idx" ON "network_moves" USING btree ("from_parent_id");--> statement-breakpoint
CREATE INDEX "network_moves_to_parent_idx" ON "network_moves" USING btree ("to_parent_id");--> statement-breakpoint
CREATE INDEX "network_moves_request_idx" ON "network_moves" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "network_moves_moved_by_idx" ON "network_moves" USING btree ("moved_by");--> statement-breakpoint
CREATE INDEX "role_transfer_requests_member_idx" ON "role_transfer_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "role_transfer_requests_status_idx" ON "role_transfer_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "role_transfer_requests_requested_by_idx" ON "role_transfer_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "role_transfer_requests_from_parent_idx" ON "role_transfer_requests" USING btree ("from_parent_id");--> statement-breakpoint
CREATE INDEX "role_transfer_requests_to_parent_idx" ON "role_transfer_requests" USING btree ("to_parent_id");--> statement-breakpoint
CREATE INDEX "role_transfer_requests_decided_by_idx" ON "role_transfer_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "profiles_parent_name_idx" ON "profiles" USING btree ("parent_id","name","id");--> statement-breakpoint
CREATE INDEX "profiles_name_lower_idx" ON "profiles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_email_lower_idx" ON "profiles" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invitations_inviter_id_idx" ON "invitations" USING btree ("inviter_id","created_at");--> statement-breakpoint
-- The ids above a member, root first, read from its materialized path `/root/…/parent/self/`.
CREATE OR REPLACE FUNCTION profiles_upline_ids(p text) RETURNS uuid[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((string_to_array(trim(both '/' from p), '/')::uuid[])[1:greatest(cardinality(string_to_array(trim(both '/' from p), '/')) - 1, 0)], '{}'::uuid[])
$$;
--> statement-breakpoint
-- direct_count and network_size of every ancestor follow inserts, moves (a new parent_id) and soft
-- deletes, whoever makes them. Only the moved member's row changes parent: its descendants' paths
-- change too but their parents do not, so a move of a 100 000-member subtree fires this once.
CREATE OR REPLACE FUNCTION profiles_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_weight integer := 0;
  new_weight integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_weight := (CASE WHEN OLD.is_deleted THEN 0 ELSE 1 END) + OLD.network_size;
    UPDATE profiles SET network_size = network_size - old_weight
      WHERE id = ANY(profiles_upline_ids(OLD.path)) AND old_weight <> 0;
    IF NOT OLD.is_deleted AND OLD.parent_id IS NOT NULL THEN
      UPDATE profiles SET direct_count = direct_count - 1 WHERE id = OLD.parent_id;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    new_weight := (CASE WHEN NEW.is_deleted THEN 0 ELSE 1 END) + NEW.network_size;
    UPDATE profiles SET network_size = network_size + new_weight
      WHERE id = ANY(profiles_upline_ids(NEW.path)) AND new_weight <> 0;
    IF NOT NEW.is_deleted AND NEW.parent_id IS NOT NULL THEN
      UPDATE profiles SET direct_count = direct_count + 1 WHERE id = NEW.parent_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_counts_insert AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_keep_counts();
--> statement-breakpoint
CREATE TRIGGER profiles_counts_update AFTER UPDATE OF parent_id, is_deleted ON profiles
  FOR EACH ROW
  WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION profiles_keep_counts();
--> statement-breakpoint
CREATE TRIGGER profiles_counts_delete AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_keep_counts();
--> statement-breakpoint
-- A move rewrites the path of every member of the subtree; announcing each of them would send
-- 100 000 notices for one move. The moved member's notice is enough: every server drops that
-- member's cached sessions and its downline's.
DROP TRIGGER profiles_identity_changed ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_identity_changed
  AFTER UPDATE OF is_active, is_deleted, role, parent_id, name, email ON profiles
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
     OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted
     OR OLD.role IS DISTINCT FROM NEW.role
     OR OLD.parent_id IS DISTINCT FROM NEW.parent_id
     OR OLD.name IS DISTINCT FROM NEW.name
     OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
-- Counts for members that exist already.
UPDATE profiles p SET direct_count = c.n
  FROM (SELECT parent_id, count(*)::int AS n FROM profiles WHERE NOT is_deleted AND parent_id IS NOT NULL GROUP BY parent_id) c
  WHERE p.id = c.parent_id;
--> statement-breakpoint
UPDATE profiles p SET network_size = c.n
  FROM (SELECT a.id, count(*)::int AS n FROM profiles d CROSS JOIN LATERAL unnest(profiles_upline_ids(d.path)) AS a(id)
        WHERE NOT d.is_deleted GROUP BY a.id) c
  WHERE p.id = c.id;
