CREATE TABLE "active_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"price_at_time" bigint NOT NULL,
	"role_at_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_active_ingredients" (
	"product_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_active_ingredients_product_id_ingredient_id_pk" PRIMARY KEY("product_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "product_bulk_discount_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_role" text NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer DEFAULT 10 NOT NULL,
	"discounted_price" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_bulk_rules_range_check" CHECK ("product_bulk_discount_rules"."min_quantity" >= 1 and "product_bulk_discount_rules"."max_quantity" >= "product_bulk_discount_rules"."min_quantity")
);
--> statement-breakpoint
CREATE TABLE "product_commissions" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"commission_type" text DEFAULT 'percentage' NOT NULL,
	"city_distributor_rate_bp" integer DEFAULT 1000 NOT NULL,
	"dealer_rate_bp" integer DEFAULT 1500 NOT NULL,
	"sponsor_distributor_rate_bp" integer DEFAULT 500 NOT NULL,
	"vat_included" boolean DEFAULT true NOT NULL,
	"fixed_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_inventory" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"display_stock" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"sku" text,
	"min_order_quantity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_inventory_stock_check" CHECK ("product_inventory"."display_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"admin_cost_price" bigint,
	"turkey_distributor_price" bigint,
	"city_distributor_price" bigint,
	"dealer_price" bigint,
	"client_price" bigint,
	"retail_price" bigint,
	"vat_included" boolean DEFAULT true NOT NULL,
	"vat_rate_bp" integer DEFAULT 1800 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_non_negative" CHECK (coalesce("product_prices"."admin_cost_price",0) >= 0 and coalesce("product_prices"."turkey_distributor_price",0) >= 0 and coalesce("product_prices"."city_distributor_price",0) >= 0 and coalesce("product_prices"."dealer_price",0) >= 0 and coalesce("product_prices"."client_price",0) >= 0 and coalesce("product_prices"."retail_price",0) >= 0),
	CONSTRAINT "product_prices_vat_check" CHECK ("product_prices"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "product_sales_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"rule_type" text NOT NULL,
	"min_value" bigint,
	"apply_to_category" uuid,
	"target_category" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sales_rules_type_check" CHECK ("product_sales_rules"."rule_type" in ('minimum_quantity','maximum_quantity','minimum_order_amount','category_bundle'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image" text,
	"category_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_client_product" boolean DEFAULT false NOT NULL,
	"purchase_mode" text DEFAULT 'money' NOT NULL,
	"min_order_quantity" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_purchase_mode_check" CHECK ("products"."purchase_mode" in ('money','points','both'))
);
--> statement-breakpoint
CREATE TABLE "user_comparisons" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_comparisons_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_active_ingredients" ADD CONSTRAINT "product_active_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_active_ingredients" ADD CONSTRAINT "product_active_ingredients_ingredient_id_active_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."active_ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_discount_rules" ADD CONSTRAINT "product_bulk_discount_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bulk_discount_rules" ADD CONSTRAINT "product_bulk_discount_rules_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_commissions" ADD CONSTRAINT "product_commissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inventory" ADD CONSTRAINT "product_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_rules" ADD CONSTRAINT "product_sales_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_rules" ADD CONSTRAINT "product_sales_rules_apply_to_category_categories_id_fk" FOREIGN KEY ("apply_to_category") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_rules" ADD CONSTRAINT "product_sales_rules_target_category_categories_id_fk" FOREIGN KEY ("target_category") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comparisons" ADD CONSTRAINT "user_comparisons_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comparisons" ADD CONSTRAINT "user_comparisons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "active_ingredients_name_key" ON "active_ingredients" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_key" ON "cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_id_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pai_ingredient_id_idx" ON "product_active_ingredients" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "product_bulk_rules_product_role_idx" ON "product_bulk_discount_rules" USING btree ("product_id","user_role","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "product_inventory_sku_key" ON "product_inventory" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_sales_rules_product_id_idx" ON "product_sales_rules" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("is_deleted","is_active","created_at");--> statement-breakpoint
CREATE INDEX "user_comparisons_product_id_idx" ON "user_comparisons" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "user_favorites_product_id_idx" ON "user_favorites" USING btree ("product_id");