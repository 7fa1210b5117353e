ALTER TABLE "cancellation_policies" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "extras" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_policies_supplier_idx" ON "cancellation_policies" USING btree ("supplier_id");