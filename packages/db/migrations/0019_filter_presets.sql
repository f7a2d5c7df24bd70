CREATE TABLE "filter_preset_defaults" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preset_id" uuid,
	"system_key" text,
	CONSTRAINT "filter_preset_defaults_one_check" CHECK (("filter_preset_defaults"."preset_id" is null) <> ("filter_preset_defaults"."system_key" is null))
);
--> statement-breakpoint
CREATE TABLE "filter_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_preset_defaults" ADD CONSTRAINT "filter_preset_defaults_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_preset_defaults" ADD CONSTRAINT "filter_preset_defaults_preset_id_filter_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."filter_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_presets" ADD CONSTRAINT "filter_presets_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filter_preset_defaults_preset_idx" ON "filter_preset_defaults" USING btree ("preset_id");--> statement-breakpoint
CREATE INDEX "filter_presets_user_idx" ON "filter_presets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_presets_user_name_uq" ON "filter_presets" USING btree ("user_id",lower("name"));