ALTER TABLE "products" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_is_demo_idx" ON "products" USING btree ("is_demo") WHERE "products"."is_demo";
--> statement-breakpoint
-- hand-written
-- The ledgers stay append-only (decision 025) with one documented exception (decision 050): the
-- one transaction that removes the demo data sets `portal.demo_removal` = 'on' locally
-- (set_config(..., true)), and only then may the demo's own ledger rows be deleted with their
-- members. Nothing else ever sets it; it ends with the transaction.
DROP TRIGGER commission_lines_no_delete ON commission_lines;
--> statement-breakpoint
CREATE TRIGGER commission_lines_no_delete BEFORE DELETE ON commission_lines
  FOR EACH ROW WHEN (coalesce(current_setting('portal.demo_removal', true), '') <> 'on')
  EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
DROP TRIGGER points_transactions_no_delete ON points_transactions;
--> statement-breakpoint
CREATE TRIGGER points_transactions_no_delete BEFORE DELETE ON points_transactions
  FOR EACH ROW WHEN (coalesce(current_setting('portal.demo_removal', true), '') <> 'on')
  EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
DROP TRIGGER commission_payouts_no_delete ON commission_payouts;
--> statement-breakpoint
CREATE TRIGGER commission_payouts_no_delete BEFORE DELETE ON commission_payouts
  FOR EACH ROW WHEN (coalesce(current_setting('portal.demo_removal', true), '') <> 'on')
  EXECUTE FUNCTION ledger_refuse_change();
