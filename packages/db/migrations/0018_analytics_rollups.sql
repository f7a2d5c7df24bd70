CREATE TABLE "analytics_member_monthly" (
	"member_id" uuid NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_member_monthly_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_scope_active_monthly" (
	"scope_id" uuid NOT NULL,
	"month" date NOT NULL,
	"active_buyers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_scope_active_monthly_scope_id_month_pk" PRIMARY KEY("scope_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_scope_daily" (
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_scope_daily_scope_id_day_shard_pk" PRIMARY KEY("scope_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "analytics_scope_product_daily" (
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_scope_product_daily_scope_id_day_product_id_pk" PRIMARY KEY("scope_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_scope_segment_daily" (
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"city" text NOT NULL,
	"buyer_role" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_scope_segment_daily_scope_id_day_city_buyer_role_pk" PRIMARY KEY("scope_id","day","city","buyer_role")
);
--> statement-breakpoint
ALTER TABLE "analytics_member_monthly" ADD CONSTRAINT "analytics_member_monthly_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scope_active_monthly" ADD CONSTRAINT "analytics_scope_active_monthly_scope_id_profiles_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scope_daily" ADD CONSTRAINT "analytics_scope_daily_scope_id_profiles_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scope_product_daily" ADD CONSTRAINT "analytics_scope_product_daily_scope_id_profiles_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scope_product_daily" ADD CONSTRAINT "analytics_scope_product_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_scope_segment_daily" ADD CONSTRAINT "analytics_scope_segment_daily_scope_id_profiles_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_member_monthly_month_idx" ON "analytics_member_monthly" USING btree ("month");--> statement-breakpoint
CREATE INDEX "analytics_scope_product_daily_product_idx" ON "analytics_scope_product_daily" USING btree ("product_id");--> statement-breakpoint
-- hand-written
-- Which orders are sales: every status but these three (decision 051).
CREATE FUNCTION analytics_counted(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status NOT IN ('pending_payment', 'cancelled', 'returned')
$$;
--> statement-breakpoint
-- The scopes of a path: every id on it (ancestors and the member itself).
CREATE FUNCTION analytics_path_ids(path text) RETURNS uuid[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(x::uuid ORDER BY x), '{}') FROM unnest(string_to_array(trim(BOTH '/' FROM path), '/')) x WHERE x <> ''
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one order from every rollup of every scope on its
-- buyer's path. Rows are written in key order, so two orders never wait on each other in a cycle.
CREATE FUNCTION analytics_apply_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  scopes uuid[];
  d date := (o.created_at AT TIME ZONE 'Europe/Istanbul')::date;
  m date := date_trunc('month', (o.created_at AT TIME ZONE 'Europe/Istanbul'))::date;
  items integer;
  n integer;
BEGIN
  SELECT analytics_path_ids(p.path) INTO scopes FROM profiles p WHERE p.id = o.buyer_id;
  IF scopes IS NULL THEN RETURN; END IF;
  SELECT coalesce(sum(l.quantity), 0) INTO items FROM order_lines l WHERE l.order_id = o.id;

  INSERT INTO analytics_scope_daily AS t (scope_id, day, shard, orders, items, revenue, net)
    SELECT s, d, abs(hashtext(o.id::text)) % 8, sign, sign * items, sign * o.total, sign * o.subtotal
    FROM unnest(scopes) s ORDER BY s
  ON CONFLICT (scope_id, day, shard) DO UPDATE SET
    orders = t.orders + excluded.orders, items = t.items + excluded.items,
    revenue = t.revenue + excluded.revenue, net = t.net + excluded.net;

  INSERT INTO analytics_scope_product_daily AS t (scope_id, day, product_id, orders, quantity, revenue, net)
    SELECT s, d, l.product_id, sign, sign * sum(l.quantity), sign * sum(l.total_amount), sign * sum(l.net_amount)
    FROM unnest(scopes) s CROSS JOIN order_lines l WHERE l.order_id = o.id
    GROUP BY s, l.product_id ORDER BY s, l.product_id
  ON CONFLICT (scope_id, day, product_id) DO UPDATE SET
    orders = t.orders + excluded.orders, quantity = t.quantity + excluded.quantity,
    revenue = t.revenue + excluded.revenue, net = t.net + excluded.net;

  INSERT INTO analytics_scope_segment_daily AS t (scope_id, day, city, buyer_role, orders, items, revenue, net)
    SELECT s, d, o.shipping_city, o.buyer_role, sign, sign * items, sign * o.total, sign * o.subtotal
    FROM unnest(scopes) s ORDER BY s
  ON CONFLICT (scope_id, day, city, buyer_role) DO UPDATE SET
    orders = t.orders + excluded.orders, items = t.items + excluded.items,
    revenue = t.revenue + excluded.revenue, net = t.net + excluded.net;

  INSERT INTO analytics_member_monthly AS t (member_id, month, orders, revenue)
    VALUES (o.buyer_id, m, sign, sign * o.total)
  ON CONFLICT (member_id, month) DO UPDATE SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue
  RETURNING t.orders INTO n;

  -- The buyer's first sale of the month makes it active there; losing its last one, inactive.
  IF (sign = 1 AND n = 1) OR (sign = -1 AND n = 0) THEN
    INSERT INTO analytics_scope_active_monthly AS t (scope_id, month, active_buyers)
      SELECT s, m, sign FROM unnest(scopes) s ORDER BY s
    ON CONFLICT (scope_id, month) DO UPDATE SET active_buyers = t.active_buyers + excluded.active_buyers;
  END IF;
END $$;
--> statement-breakpoint
-- Bulk loads (the demo seed) set portal.analytics_bulk = 'on' for their transaction and call
-- analytics_rebuild() at the end instead of paying a trigger per order.
CREATE FUNCTION analytics_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP = 'UPDATE' AND analytics_counted(OLD.status);
  is_now boolean := analytics_counted(NEW.status);
BEGIN
  IF coalesce(current_setting('portal.analytics_bulk', true), '') = 'on' THEN RETURN NULL; END IF;
  IF is_now AND NOT was THEN
    PERFORM analytics_apply_order(NEW, 1);
  ELSIF was AND NOT is_now THEN
    PERFORM analytics_apply_order(NEW, -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: the order's lines exist by then, and the shared rows (the root's today)
-- are locked only for the last moment of the transaction.
CREATE CONSTRAINT TRIGGER analytics_orders_rollup AFTER INSERT OR UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_order_changed();
--> statement-breakpoint
-- A member moved (a new parent): its subtree's totals (its own rows) leave the ancestors it no
-- longer has and join the ones it gains. The members below it move with it without a row each.
CREATE FUNCTION analytics_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_scopes uuid[];
  new_scopes uuid[];
BEGIN
  IF coalesce(current_setting('portal.analytics_bulk', true), '') = 'on' THEN RETURN NULL; END IF;
  old_scopes := ARRAY(SELECT unnest(analytics_path_ids(OLD.path)) EXCEPT SELECT unnest(analytics_path_ids(NEW.path)));
  new_scopes := ARRAY(SELECT unnest(analytics_path_ids(NEW.path)) EXCEPT SELECT unnest(analytics_path_ids(OLD.path)));
  old_scopes := array_remove(old_scopes, NEW.id);
  new_scopes := array_remove(new_scopes, NEW.id);
  IF cardinality(old_scopes) = 0 AND cardinality(new_scopes) = 0 THEN RETURN NULL; END IF;

  INSERT INTO analytics_scope_daily AS t (scope_id, day, shard, orders, items, revenue, net)
    SELECT x.s, r.day, r.shard, sum(x.k * r.orders), sum(x.k * r.items), sum(x.k * r.revenue), sum(x.k * r.net)
    FROM analytics_scope_daily r
    CROSS JOIN (SELECT s, -1 AS k FROM unnest(old_scopes) s UNION ALL SELECT s, 1 FROM unnest(new_scopes) s) x
    WHERE r.scope_id = NEW.id GROUP BY x.s, r.day, r.shard ORDER BY x.s, r.day, r.shard
  ON CONFLICT (scope_id, day, shard) DO UPDATE SET
    orders = t.orders + excluded.orders, items = t.items + excluded.items,
    revenue = t.revenue + excluded.revenue, net = t.net + excluded.net;

  INSERT INTO analytics_scope_product_daily AS t (scope_id, day, product_id, orders, quantity, revenue, net)
    SELECT x.s, r.day, r.product_id, sum(x.k * r.orders), sum(x.k * r.quantity), sum(x.k * r.revenue), sum(x.k * r.net)
    FROM analytics_scope_product_daily r
    CROSS JOIN (SELECT s, -1 AS k FROM unnest(old_scopes) s UNION ALL SELECT s, 1 FROM unnest(new_scopes) s) x
    WHERE r.scope_id = NEW.id GROUP BY x.s, r.day, r.product_id ORDER BY x.s, r.day, r.product_id
  ON CONFLICT (scope_id, day, product_id) DO UPDATE SET
    orders = t.orders + excluded.orders, quantity = t.quantity + excluded.quantity,
    revenue = t.revenue + excluded.revenue, net = t.net + excluded.net;

  INSERT INTO analytics_scope_segment_daily AS t (scope_id, day, city, buyer_role, orders, items, revenue, net)
    SELECT x.s, r.day, r.city, r.buyer_role, sum(x.k * r.orders), sum(x.k * r.items), sum(x.k * r.revenue), sum(x.k * r.net)
    FROM analytics_scope_segment_daily r
    CROSS JOIN (SELECT s, -1 AS k FROM unnest(old_scopes) s UNION ALL SELECT s, 1 FROM unnest(new_scopes) s) x
    WHERE r.scope_id = NEW.id GROUP BY x.s, r.day, r.city, r.buyer_role ORDER BY x.s, r.day, r.city, r.buyer_role
  ON CONFLICT (scope_id, day, city, buyer_role) DO UPDATE SET
    orders = t.orders + excluded.orders, items = t.items + excluded.items,
    revenue = t.revenue + excluded.revenue, net = t.net + excluded.net;

  INSERT INTO analytics_scope_active_monthly AS t (scope_id, month, active_buyers)
    SELECT x.s, r.month, sum(x.k * r.active_buyers)
    FROM analytics_scope_active_monthly r
    CROSS JOIN (SELECT s, -1 AS k FROM unnest(old_scopes) s UNION ALL SELECT s, 1 FROM unnest(new_scopes) s) x
    WHERE r.scope_id = NEW.id GROUP BY x.s, r.month ORDER BY x.s, r.month
  ON CONFLICT (scope_id, month) DO UPDATE SET active_buyers = t.active_buyers + excluded.active_buyers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_member_moved AFTER UPDATE OF path ON profiles
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION analytics_member_moved();
--> statement-breakpoint
-- Everything again from the orders and the paths as they are now: set-based, for bulk loads, the
-- demo removal and repair. The kept rows must always equal what this computes.
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_scope_daily;
  DELETE FROM analytics_scope_product_daily;
  DELETE FROM analytics_scope_segment_daily;
  DELETE FROM analytics_member_monthly;
  DELETE FROM analytics_scope_active_monthly;

  DROP TABLE IF EXISTS analytics_counted_orders;
  CREATE TEMP TABLE analytics_counted_orders ON COMMIT DROP AS
    SELECT o.id, o.buyer_id, o.total, o.subtotal, o.shipping_city, o.buyer_role,
      (o.created_at AT TIME ZONE 'Europe/Istanbul')::date AS day,
      abs(hashtext(o.id::text)) % 8 AS shard,
      coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id), 0)::integer AS items,
      analytics_path_ids(p.path) AS scopes
    FROM orders o JOIN profiles p ON p.id = o.buyer_id
    WHERE analytics_counted(o.status);

  INSERT INTO analytics_scope_daily (scope_id, day, shard, orders, items, revenue, net)
    SELECT s, c.day, c.shard, count(*), sum(c.items), sum(c.total), sum(c.subtotal)
    FROM analytics_counted_orders c CROSS JOIN unnest(c.scopes) s GROUP BY s, c.day, c.shard;

  INSERT INTO analytics_scope_product_daily (scope_id, day, product_id, orders, quantity, revenue, net)
    SELECT s, c.day, l.product_id, count(DISTINCT c.id), sum(l.quantity), sum(l.total_amount), sum(l.net_amount)
    FROM analytics_counted_orders c JOIN order_lines l ON l.order_id = c.id CROSS JOIN unnest(c.scopes) s
    GROUP BY s, c.day, l.product_id;

  INSERT INTO analytics_scope_segment_daily (scope_id, day, city, buyer_role, orders, items, revenue, net)
    SELECT s, c.day, c.shipping_city, c.buyer_role, count(*), sum(c.items), sum(c.total), sum(c.subtotal)
    FROM analytics_counted_orders c CROSS JOIN unnest(c.scopes) s GROUP BY s, c.day, c.shipping_city, c.buyer_role;

  INSERT INTO analytics_member_monthly (member_id, month, orders, revenue)
    SELECT c.buyer_id, date_trunc('month', c.day)::date, count(*), sum(c.total)
    FROM analytics_counted_orders c GROUP BY c.buyer_id, date_trunc('month', c.day);

  INSERT INTO analytics_scope_active_monthly (scope_id, month, active_buyers)
    SELECT s, m.month, count(*)
    FROM analytics_member_monthly m JOIN profiles p ON p.id = m.member_id CROSS JOIN unnest(analytics_path_ids(p.path)) s
    WHERE m.orders > 0 GROUP BY s, m.month;
END $$;
--> statement-breakpoint
SELECT analytics_rebuild();
