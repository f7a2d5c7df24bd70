CREATE INDEX "profiles_role_path_idx" ON "profiles" USING btree ("role","path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_shipping_city_created_idx" ON "orders" USING btree ("shipping_city","created_at");--> statement-breakpoint
-- hand-written
-- The performance ranking sums each member's rows of a period from this index alone (decision 053).
CREATE INDEX "analytics_scope_daily_scope_cover_idx" ON "analytics_scope_daily" USING btree ("scope_id","day") INCLUDE ("orders","revenue","net");
--> statement-breakpoint
-- The overview counts the members who joined a subtree in a period from this index alone.
CREATE INDEX "profiles_created_at_cover_idx" ON "profiles" USING btree ("created_at") INCLUDE ("is_deleted", "path");
