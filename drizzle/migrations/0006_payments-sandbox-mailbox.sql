CREATE TABLE "dev_mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"outbox_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_mailbox_outboxId_unique" UNIQUE("outbox_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"idempotency_key" text NOT NULL,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_movements_session_key_unique" UNIQUE("session_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"purchase_id" text NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"mode" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"failure_reason" text,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"card_last4" text,
	"outcome_event_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sessions_tenant_idempotency_unique" UNIQUE("tenant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD CONSTRAINT "dev_mailbox_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_movements" ADD CONSTRAINT "sandbox_gateway_movements_session_id_sandbox_gateway_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_gateway_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_webhooks" ADD CONSTRAINT "sandbox_gateway_webhooks_session_id_sandbox_gateway_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_gateway_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mailbox_tenant_idx" ON "dev_mailbox" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_sessions_purchase_idx" ON "sandbox_gateway_sessions" USING btree ("tenant_id","purchase_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_pending_idx" ON "sandbox_gateway_webhooks" USING btree ("available_at") WHERE delivered_at is null;