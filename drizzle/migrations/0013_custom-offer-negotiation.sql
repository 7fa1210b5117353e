ALTER TYPE "public"."custom_offer_status" ADD VALUE 'EXPIRED';--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "offer_amount" integer;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "offer_currency" char(3);--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "offer_date" date;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "offer_time" text;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "offer_note" text;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "buyer_guest_token" text;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD CONSTRAINT "custom_offer_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;