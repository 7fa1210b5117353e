DROP INDEX "experiences_recommended_idx";--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "from_price_amount" integer;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "from_price_currency" char(3);--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "from_price_usd" numeric(16, 6);--> statement-breakpoint
CREATE INDEX "experiences_price_asc_idx" ON "experiences" USING btree ("from_price_usd","slug");--> statement-breakpoint
CREATE INDEX "experiences_price_desc_idx" ON "experiences" USING btree ("from_price_usd" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX "experiences_recommended_idx" ON "experiences" USING btree ("recommended_score" DESC NULLS LAST,("rating_average" * ln(1 + "review_count")) desc,"slug");