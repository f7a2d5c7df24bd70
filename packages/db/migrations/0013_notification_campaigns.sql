CREATE TABLE "notification_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"action_url" text,
	"expires_at" timestamp with time zone,
	"audience" jsonb NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_campaigns_status_check" CHECK ("notification_campaigns"."status" in ('sent','withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD CONSTRAINT "notification_campaigns_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD CONSTRAINT "notification_campaigns_withdrawn_by_profiles_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_campaigns_sender_id_idx" ON "notification_campaigns" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "notification_campaigns_withdrawn_by_idx" ON "notification_campaigns" USING btree ("withdrawn_by");--> statement-breakpoint
CREATE INDEX "notification_campaigns_created_at_idx" ON "notification_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_campaigns_status_idx" ON "notification_campaigns" USING btree ("status");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_campaign_id_notification_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."notification_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_campaign_user_idx" ON "notifications" USING btree ("campaign_id","user_id");