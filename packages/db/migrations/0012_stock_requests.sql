CREATE SEQUENCE "public"."stock_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_request_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"step" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_request_items" (
	"request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_requested" integer NOT NULL,
	"quantity_approved" integer,
	CONSTRAINT "stock_request_items_request_id_product_id_pk" PRIMARY KEY("request_id","product_id"),
	CONSTRAINT "stock_request_items_requested_check" CHECK ("stock_request_items"."quantity_requested" > 0),
	CONSTRAINT "stock_request_items_approved_check" CHECK ("stock_request_items"."quantity_approved" is null or ("stock_request_items"."quantity_approved" >= 0 and "stock_request_items"."quantity_approved" <= "stock_request_items"."quantity_requested"))
);
--> statement-breakpoint
CREATE TABLE "stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_requests_status_check" CHECK ("stock_requests"."status" in ('pending','approved','partially_approved','rejected','cancelled')),
	CONSTRAINT "stock_requests_parties_check" CHECK ("stock_requests"."requester_id" <> "stock_requests"."supplier_id")
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_items" (
	"transfer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_received" integer,
	CONSTRAINT "stock_transfer_items_transfer_id_product_id_pk" PRIMARY KEY("transfer_id","product_id"),
	CONSTRAINT "stock_transfer_items_quantity_check" CHECK ("stock_transfer_items"."quantity" > 0),
	CONSTRAINT "stock_transfer_items_received_check" CHECK ("stock_transfer_items"."quantity_received" is null or ("stock_transfer_items"."quantity_received" >= 0 and "stock_transfer_items"."quantity_received" <= "stock_transfer_items"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_holder_id" uuid NOT NULL,
	"to_holder_id" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('preparing','shipped','delivered','received','partially_received','returned','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_request_history" ADD CONSTRAINT "stock_request_history_request_id_stock_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."stock_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_request_history" ADD CONSTRAINT "stock_request_history_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_request_items" ADD CONSTRAINT "stock_request_items_request_id_stock_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."stock_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_request_items" ADD CONSTRAINT "stock_request_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_requester_id_profiles_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_supplier_id_profiles_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_items" ADD CONSTRAINT "stock_transfer_items_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_items" ADD CONSTRAINT "stock_transfer_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_request_id_stock_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."stock_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_holder_id_profiles_id_fk" FOREIGN KEY ("from_holder_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_holder_id_profiles_id_fk" FOREIGN KEY ("to_holder_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_request_history_request_idx" ON "stock_request_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_request_history_actor_idx" ON "stock_request_history" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "stock_request_items_product_idx" ON "stock_request_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_number_key" ON "stock_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "stock_requests_requester_idx" ON "stock_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_requests_supplier_idx" ON "stock_requests" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_requests_status_idx" ON "stock_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stock_requests_decided_by_idx" ON "stock_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "stock_transfer_items_product_idx" ON "stock_transfer_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_request_key" ON "stock_transfers" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_idx" ON "stock_transfers" USING btree ("from_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_holder_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_transfers_status_idx" ON "stock_transfers" USING btree ("status");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_transfer_id_idx" ON "stock_movements" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "shipments_transfer_id_idx" ON "shipments" USING btree ("transfer_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_carries_one_check" CHECK (num_nonnulls("shipments"."order_id", "shipments"."transfer_id") = 1);--> statement-breakpoint
-- hand-written
-- A transfer's stock moves name their transfer, so the ledger of a transfer can be read back.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_transfer_named_check" CHECK ("kind" not in ('transfer_out','transfer_in') or "transfer_id" is not null);--> statement-breakpoint
-- A transfer goes from the request's supplier to its requester, and from no one else.
CREATE FUNCTION stock_transfer_parties_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stock_requests r WHERE r.id = NEW.request_id AND r.supplier_id = NEW.from_holder_id AND r.requester_id = NEW.to_holder_id) THEN
    RAISE EXCEPTION 'stock transfer % does not match its request', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_transfers_parties BEFORE INSERT OR UPDATE OF request_id, from_holder_id, to_holder_id ON stock_transfers FOR EACH ROW EXECUTE FUNCTION stock_transfer_parties_check();
