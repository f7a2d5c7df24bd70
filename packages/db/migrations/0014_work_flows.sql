CREATE TABLE "workflow_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"step_id" uuid,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"event" text,
	"entity_type" text,
	"entity_id" text,
	"subject_id" uuid,
	"started_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_instances_status_check" CHECK ("workflow_instances"."status" in ('active','completed','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"assignee_role" text,
	"assignee_id" uuid,
	"due_hours" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assigned_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"escalated_at" timestamp with time zone,
	"escalated_to" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_steps_status_check" CHECK ("workflow_steps"."status" in ('waiting','open','done','skipped'))
);
--> statement-breakpoint
CREATE TABLE "workflow_template_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"assignee_role" text,
	"assignee_id" uuid,
	"due_hours" integer NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "workflow_template_steps_due_check" CHECK ("workflow_template_steps"."due_hours" between 1 and 8760),
	CONSTRAINT "workflow_template_steps_assignee_check" CHECK ("workflow_template_steps"."assignee_role" is not null or "workflow_template_steps"."assignee_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"event" text NOT NULL,
	"min_amount" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_triggers_event_check" CHECK ("workflow_triggers"."event" in ('order_placed','stock_request','doctor_application','member_registered','return_requested')),
	CONSTRAINT "workflow_triggers_min_amount_check" CHECK ("workflow_triggers"."min_amount" is null or "workflow_triggers"."min_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "workflow_comments" ADD CONSTRAINT "workflow_comments_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_comments" ADD CONSTRAINT "workflow_comments_step_id_workflow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_comments" ADD CONSTRAINT "workflow_comments_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_subject_id_profiles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_started_by_profiles_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_instance_id_workflow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_assignee_id_profiles_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_completed_by_profiles_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_escalated_to_profiles_id_fk" FOREIGN KEY ("escalated_to") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_steps" ADD CONSTRAINT "workflow_template_steps_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_steps" ADD CONSTRAINT "workflow_template_steps_assignee_id_profiles_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_triggers" ADD CONSTRAINT "workflow_triggers_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_comments_instance_idx" ON "workflow_comments" USING btree ("instance_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_comments_step_id_idx" ON "workflow_comments" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "workflow_comments_author_id_idx" ON "workflow_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_instances_event_key" ON "workflow_instances" USING btree ("template_id","event","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "workflow_instances_template_id_idx" ON "workflow_instances" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "workflow_instances_status_idx" ON "workflow_instances" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "workflow_instances_entity_idx" ON "workflow_instances" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "workflow_instances_subject_id_idx" ON "workflow_instances" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "workflow_instances_started_by_idx" ON "workflow_instances" USING btree ("started_by");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_steps_position_key" ON "workflow_steps" USING btree ("instance_id","position");--> statement-breakpoint
CREATE INDEX "workflow_steps_assignee_idx" ON "workflow_steps" USING btree ("assignee_id","status","due_at");--> statement-breakpoint
CREATE INDEX "workflow_steps_escalated_to_idx" ON "workflow_steps" USING btree ("escalated_to","status");--> statement-breakpoint
CREATE INDEX "workflow_steps_completed_by_idx" ON "workflow_steps" USING btree ("completed_by");--> statement-breakpoint
CREATE INDEX "workflow_steps_overdue_idx" ON "workflow_steps" USING btree ("due_at") WHERE "workflow_steps"."status" = 'open' and "workflow_steps"."escalated_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_template_steps_position_key" ON "workflow_template_steps" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "workflow_template_steps_assignee_id_idx" ON "workflow_template_steps" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "workflow_templates_created_by_idx" ON "workflow_templates" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "workflow_templates_active_idx" ON "workflow_templates" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_triggers_template_event_key" ON "workflow_triggers" USING btree ("template_id","event");--> statement-breakpoint
CREATE INDEX "workflow_triggers_event_active_idx" ON "workflow_triggers" USING btree ("event","is_active");