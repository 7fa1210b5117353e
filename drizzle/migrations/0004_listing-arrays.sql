ALTER TABLE "experiences" ADD COLUMN "facet_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "experiences_facet_ids_idx" ON "experiences" USING gin ("facet_ids");--> statement-breakpoint
CREATE INDEX "experiences_category_ids_idx" ON "experiences" USING gin ("category_ids");