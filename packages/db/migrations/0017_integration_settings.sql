CREATE TABLE "integration_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text,
	"secret_last4" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_settings_kind_check" CHECK ("integration_settings"."kind" in ('smtp','payment','cargo')),
	CONSTRAINT "integration_settings_secret_sealed_check" CHECK ("integration_settings"."secret" is null or "integration_settings"."secret" like 'v1:%')
);
--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_settings_updated_by_idx" ON "integration_settings" USING btree ("updated_by");