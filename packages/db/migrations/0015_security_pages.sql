DROP INDEX "audit_log_actor_id_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
CREATE INDEX "sign_in_attempts_created_at_idx" ON "sign_in_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_active_last_activity_idx" ON "user_sessions" USING btree ("last_activity","id") WHERE "user_sessions"."is_active";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_created_idx" ON "audit_log" USING btree ("entity_type","created_at","id");