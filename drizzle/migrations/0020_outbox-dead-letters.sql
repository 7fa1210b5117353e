ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("dead_at") WHERE dead_at is not null;--> statement-breakpoint
-- Emails the worker had already given up on (8 attempts, decision 053) become visible dead letters.
UPDATE "outbox" SET "dead_at" = "available_at" WHERE "kind" = 'email' AND "delivered_at" IS NULL AND "attempts" >= 8;
