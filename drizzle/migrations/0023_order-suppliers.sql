CREATE TABLE "order_suppliers" (
	"order_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	CONSTRAINT "order_suppliers_order_id_supplier_id_pk" PRIMARY KEY("order_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "order_suppliers" ADD CONSTRAINT "order_suppliers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_suppliers_supplier_idx" ON "order_suppliers" USING btree ("supplier_id");--> statement-breakpoint
-- Row-level security (decision 055): every booking adds its supplier to its order's list, so a supplier reads the
-- other bookings of an order it shares (a voucher reference is the booking's place in its order). Hand-written.
GRANT SELECT, INSERT, UPDATE, DELETE ON order_suppliers TO excursio_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION excursio_order_supplier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_suppliers (order_id, supplier_id) SELECT NEW.order_id, e.supplier_id FROM experiences e WHERE e.id = NEW.experience_id ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_order_supplier AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION excursio_order_supplier();
--> statement-breakpoint
INSERT INTO order_suppliers (order_id, supplier_id) SELECT DISTINCT b.order_id, e.supplier_id FROM bookings b JOIN experiences e ON e.id = b.experience_id ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Read only: a supplier changes its own bookings (supplier_rows), never another supplier's in the same order.
CREATE POLICY supplier_orders ON bookings FOR SELECT USING (excursio_suppliers() IS NOT NULL AND order_id IN (SELECT order_id FROM order_suppliers WHERE supplier_id = ANY (excursio_suppliers())));
