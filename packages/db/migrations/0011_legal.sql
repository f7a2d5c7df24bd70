CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"phone" text,
	"purpose" text NOT NULL,
	"policy_slug" text NOT NULL,
	"policy_version" integer,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "consent_records_purpose_check" CHECK ("consent_records"."purpose" in ('registration','doctor_application','contact','marketing','checkout'))
);
--> statement-breakpoint
CREATE TABLE "data_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_deletion_requests_status_check" CHECK ("data_deletion_requests"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "policy_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"draft_source" text NOT NULL,
	"current_version" integer,
	"updated_by" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	CONSTRAINT "policy_versions_version_check" CHECK ("policy_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_documents" jsonb;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_pages" ADD CONSTRAINT "policy_pages_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_pages" ADD CONSTRAINT "policy_pages_deleted_by_profiles_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_page_id_policy_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."policy_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","purpose","given_at");--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email");--> statement-breakpoint
CREATE INDEX "data_deletion_requests_user_idx" ON "data_deletion_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_deletion_requests_status_idx" ON "data_deletion_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "data_deletion_requests_decided_by_idx" ON "data_deletion_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "data_deletion_requests_one_pending_key" ON "data_deletion_requests" USING btree ("user_id") WHERE "data_deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "policy_pages_slug_key" ON "policy_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "policy_pages_deleted_idx" ON "policy_pages" USING btree ("is_deleted","deleted_at");--> statement-breakpoint
CREATE INDEX "policy_pages_updated_by_idx" ON "policy_pages" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "policy_pages_deleted_by_idx" ON "policy_pages" USING btree ("deleted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_page_version_key" ON "policy_versions" USING btree ("page_id","version");--> statement-breakpoint
CREATE INDEX "policy_versions_published_by_idx" ON "policy_versions" USING btree ("published_by");