CREATE TABLE "commission_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid,
	"order_number" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text,
	"kind" text NOT NULL,
	"entry" text DEFAULT 'commission' NOT NULL,
	"reverses_id" uuid,
	"commission_type" text NOT NULL,
	"base" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"rate_bp" integer,
	"fixed_per_unit" bigint,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"period" text NOT NULL,
	"payout_id" uuid,
	"chain" jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_lines_kind_check" CHECK ("commission_lines"."kind" in ('dealer','city_distributor','sponsor_distributor','recruitment_bonus')),
	CONSTRAINT "commission_lines_entry_check" CHECK ("commission_lines"."entry" in ('commission','clawback')),
	CONSTRAINT "commission_lines_status_check" CHECK ("commission_lines"."status" in ('pending','approved','paid','cancelled')),
	CONSTRAINT "commission_lines_amount_check" CHECK (("commission_lines"."entry" = 'commission' and "commission_lines"."amount" > 0) or ("commission_lines"."entry" = 'clawback' and "commission_lines"."amount" < 0 and "commission_lines"."reverses_id" is not null)),
	CONSTRAINT "commission_lines_period_check" CHECK ("commission_lines"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"line_count" integer NOT NULL,
	"gross" bigint NOT NULL,
	"withholding" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"scheduled_for" date,
	"iban" text,
	"bank_reference" text,
	"points_transaction_id" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payouts_status_check" CHECK ("commission_payouts"."status" in ('scheduled','paid','carried_over')),
	CONSTRAINT "commission_payouts_method_check" CHECK ("commission_payouts"."method" in ('bank','points')),
	CONSTRAINT "commission_payouts_amounts_check" CHECK ("commission_payouts"."withholding" >= 0 and "commission_payouts"."net" = "commission_payouts"."gross" - "commission_payouts"."withholding"),
	CONSTRAINT "commission_payouts_positive_check" CHECK ("commission_payouts"."status" = 'carried_over' or "commission_payouts"."net" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout_date" date,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"rules" jsonb,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"withholding_total" bigint DEFAULT 0 NOT NULL,
	"net_total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_periods_period_check" CHECK ("commission_periods"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "commission_periods_status_check" CHECK ("commission_periods"."status" in ('open','closed'))
);
--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "related_payout_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "counterparty_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "product_commissions" ADD COLUMN "is_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_beneficiary_id_profiles_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_payout_id_commission_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."commission_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_period_commission_periods_period_fk" FOREIGN KEY ("period") REFERENCES "public"."commission_periods"("period") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_beneficiary_id_profiles_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_paid_by_profiles_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_periods" ADD CONSTRAINT "commission_periods_closed_by_profiles_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_once_key" ON "commission_lines" USING btree ("order_line_id","beneficiary_id","kind","entry");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_bonus_once_key" ON "commission_lines" USING btree ("order_id","beneficiary_id","kind","entry") WHERE "commission_lines"."order_line_id" is null;--> statement-breakpoint
CREATE INDEX "commission_lines_beneficiary_idx" ON "commission_lines" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_lines_created_idx" ON "commission_lines" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commission_lines_order_idx" ON "commission_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commission_lines_unpaid_idx" ON "commission_lines" USING btree ("period","beneficiary_id") WHERE "commission_lines"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "commission_lines_payout_idx" ON "commission_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "commission_lines_reverses_idx" ON "commission_lines" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payouts_period_beneficiary_key" ON "commission_payouts" USING btree ("period","beneficiary_id");--> statement-breakpoint
CREATE INDEX "commission_payouts_beneficiary_idx" ON "commission_payouts" USING btree ("beneficiary_id","period");--> statement-breakpoint
CREATE INDEX "commission_payouts_status_idx" ON "commission_payouts" USING btree ("status","scheduled_for");--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_counterparty_id_profiles_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_order_source_key" ON "points_transactions" USING btree ("source","related_order_id") WHERE "points_transactions"."related_order_id" is not null and "points_transactions"."source" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_payout_key" ON "points_transactions" USING btree ("related_payout_id") WHERE "points_transactions"."related_payout_id" is not null;--> statement-breakpoint
-- The ledgers are append-only: what a row says about money (who, how much, on what) never changes
-- and no row is deleted. Only a commission line's state, payout and dates move, and only a points
-- movement's status (pending → completed or cancelled). The conditions sit in the triggers' WHEN
-- clauses, so an allowed update (a period close links 250 000 lines) never calls a function.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% row % cannot be rewritten or deleted (append-only ledger)', TG_TABLE_NAME, OLD.id
    USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER commission_lines_no_delete BEFORE DELETE ON commission_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER commission_lines_append_only BEFORE UPDATE ON commission_lines
  FOR EACH ROW WHEN (
    NEW.amount IS DISTINCT FROM OLD.amount OR NEW.base IS DISTINCT FROM OLD.base
    OR NEW.rate_bp IS DISTINCT FROM OLD.rate_bp OR NEW.fixed_per_unit IS DISTINCT FROM OLD.fixed_per_unit
    OR NEW.quantity IS DISTINCT FROM OLD.quantity
    OR NEW.beneficiary_id IS DISTINCT FROM OLD.beneficiary_id OR NEW.order_line_id IS DISTINCT FROM OLD.order_line_id
    OR NEW.order_id IS DISTINCT FROM OLD.order_id OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.entry IS DISTINCT FROM OLD.entry OR NEW.chain IS DISTINCT FROM OLD.chain
    OR NEW.period IS DISTINCT FROM OLD.period OR NEW.reverses_id IS DISTINCT FROM OLD.reverses_id
    OR (OLD.payout_id IS NOT NULL AND NEW.payout_id IS DISTINCT FROM OLD.payout_id)
  ) EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER points_transactions_no_delete BEFORE DELETE ON points_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER points_transactions_append_only BEFORE UPDATE ON points_transactions
  FOR EACH ROW WHEN (
    NEW.amount IS DISTINCT FROM OLD.amount OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.transaction_type IS DISTINCT FROM OLD.transaction_type
    OR NEW.source IS DISTINCT FROM OLD.source OR NEW.related_order_id IS DISTINCT FROM OLD.related_order_id
    OR NEW.related_payout_id IS DISTINCT FROM OLD.related_payout_id
    OR (OLD.status <> 'pending' AND NEW.status IS DISTINCT FROM OLD.status)
  ) EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- A closed period is immutable: its payouts keep their amounts; only a scheduled payout is paid.
CREATE TRIGGER commission_payouts_no_delete BEFORE DELETE ON commission_payouts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER commission_payouts_guard BEFORE UPDATE ON commission_payouts
  FOR EACH ROW WHEN (
    NEW.gross IS DISTINCT FROM OLD.gross OR NEW.net IS DISTINCT FROM OLD.net
    OR NEW.withholding IS DISTINCT FROM OLD.withholding OR NEW.beneficiary_id IS DISTINCT FROM OLD.beneficiary_id
    OR NEW.period IS DISTINCT FROM OLD.period OR NEW.method IS DISTINCT FROM OLD.method
    OR (OLD.status <> 'scheduled' AND NEW.status IS DISTINCT FROM OLD.status)
  ) EXECUTE FUNCTION ledger_refuse_change();
