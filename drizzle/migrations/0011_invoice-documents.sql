CREATE TYPE "public"."document_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "document_counters" (
	"tenant_id" text NOT NULL,
	"kind" "document_kind" NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_counters_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" "document_kind" DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sequence" integer;--> statement-breakpoint
-- Invoices issued before 0011 (numbered INV-{order number}) join their tenant's series in issue order.
UPDATE "invoices" SET "sequence" = n.seq FROM (SELECT "id", row_number() OVER (PARTITION BY "tenant_id" ORDER BY "issued_at", "id") AS seq FROM "invoices") n WHERE n."id" = "invoices"."id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Those older invoices froze nothing: version 0 tells the document pages to leave them out.
ALTER TABLE "invoices" ADD COLUMN "snapshot" jsonb DEFAULT '{"version":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "snapshot" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_unique" ON "invoices" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_kind_sequence_unique" UNIQUE("tenant_id","kind","sequence");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_idempotency_unique" UNIQUE("tenant_id","idempotency_key");--> statement-breakpoint
INSERT INTO "document_counters" ("tenant_id", "kind", "next") SELECT "tenant_id", 'invoice', max("sequence") + 1 FROM "invoices" GROUP BY "tenant_id";
