ALTER TABLE "bookings" ADD COLUMN "pay_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "session_url" text;