ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "list_unit_price" SET DATA TYPE bigint, ALTER COLUMN "unit_price" SET DATA TYPE bigint, ALTER COLUMN "net_amount" SET DATA TYPE bigint, ALTER COLUMN "vat_amount" SET DATA TYPE bigint, ALTER COLUMN "total_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint, ALTER COLUMN "vat_total" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint, ALTER COLUMN "discount_total" SET DATA TYPE bigint, ALTER COLUMN "refund_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
UPDATE "payments" SET "status" = 'refund_required', "updated_at" = now() WHERE "status" = 'succeeded' AND "id" <> (SELECT "first"."id" FROM "payments" "first" WHERE "first"."order_id" = "payments"."order_id" AND "first"."status" = 'succeeded' ORDER BY "first"."completed_at" NULLS LAST, "first"."created_at", "first"."id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_succeeded_per_order_key" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending','succeeded','failed','expired','refund_required'));
