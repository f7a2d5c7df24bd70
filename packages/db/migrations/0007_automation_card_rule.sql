ALTER TABLE "order_automation_rules" DROP CONSTRAINT "order_automation_rules_kind_check";--> statement-breakpoint
ALTER TABLE "order_automation_rules" ADD CONSTRAINT "order_automation_rules_kind_check" CHECK ("order_automation_rules"."kind" in ('cancel_unpaid_bank_transfer','cancel_unpaid_card','complete_delivered'));--> statement-breakpoint
INSERT INTO "order_automation_rules" ("kind", "after_hours") VALUES ('cancel_unpaid_card', 24);
