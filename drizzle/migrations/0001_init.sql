CREATE TYPE "public"."booking_status" AS ENUM('ON_HOLD', 'PENDING_SUPPLIER', 'CONFIRMED', 'EXPIRED', 'CANCELLED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."cancellation_kind" AS ENUM('free', 'non_refundable', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."cart_item_status" AS ENUM('PENDING', 'APPROVED', 'UNAVAILABLE', 'PRICE_CHANGED');--> statement-breakpoint
CREATE TYPE "public"."custom_offer_status" AS ENUM('NEW', 'IN_NEGOTIATION', 'OFFERED', 'ACCEPTED', 'DECLINED');--> statement-breakpoint
CREATE TYPE "public"."experience_status" AS ENUM('active', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."extra_pricing" AS ENUM('per_person', 'per_booking');--> statement-breakpoint
CREATE TYPE "public"."facet_kind" AS ENUM('language', 'label', 'occasion', 'best_for', 'time_of_day', 'age_range');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING_PAYMENT', 'PROCESSING', 'CONFIRMED', 'PARTIALLY_CONFIRMED', 'ON_HOLD', 'PAY_LATER', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('authorise', 'capture', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."pricing_mode" AS ENUM('per_person', 'per_item');--> statement-breakpoint
CREATE TYPE "public"."promo_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."slot_status" AS ENUM('AVAILABLE', 'LIMITED', 'SOLD_OUT', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."unit_type" AS ENUM('adult', 'child', 'infant', 'item');--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"currency" char(3) NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"country_code" char(2) NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "experience_categories" (
	"experience_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "experience_categories_pk" PRIMARY KEY("experience_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"start_time" time,
	"end_time" time,
	"expires_at" timestamp with time zone,
	"pickup_included" boolean DEFAULT false NOT NULL,
	"drop_off_included" boolean DEFAULT false NOT NULL,
	"guide_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"pricing_mode" "pricing_mode" DEFAULT 'per_person' NOT NULL,
	"has_fixed_price" boolean DEFAULT true NOT NULL,
	"on_request" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"show_on_map" boolean DEFAULT true NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"status" "experience_status" DEFAULT 'active' NOT NULL,
	"recommended_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug"),
	CONSTRAINT "experiences_age_range_check" CHECK ("experiences"."age_min" is null or "experiences"."age_max" is null or "experiences"."age_min" <= "experiences"."age_max"),
	CONSTRAINT "experiences_rating_check" CHECK ("experiences"."rating_average" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "experience_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"url" text NOT NULL,
	"alt" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	CONSTRAINT "experience_images_experience_position_unique" UNIQUE("experience_id","position")
);
--> statement-breakpoint
CREATE TABLE "experience_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"overview" text NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"includes" text[],
	"excludes" text[],
	"itinerary" jsonb,
	"know_before_you_go" text[],
	"what_to_bring" text[],
	"location_description" text,
	"meeting_point" text,
	CONSTRAINT "experience_translations_experience_locale_unique" UNIQUE("experience_id","locale")
);
--> statement-breakpoint
CREATE TABLE "experience_facets" (
	"experience_id" uuid NOT NULL,
	"facet_id" uuid NOT NULL,
	CONSTRAINT "experience_facets_pk" PRIMARY KEY("experience_id","facet_id")
);
--> statement-breakpoint
CREATE TABLE "facets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "facet_kind" NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "facets_kind_slug_unique" UNIQUE("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "cancellation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" "cancellation_kind" NOT NULL,
	"name" jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_cutoff_hours" smallint,
	CONSTRAINT "cancellation_policies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "option_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"type" "unit_type" NOT NULL,
	"age_min" smallint,
	"age_max" smallint,
	"price_amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"original_price_amount" integer,
	CONSTRAINT "option_units_option_type_unique" UNIQUE("option_id","type"),
	CONSTRAINT "option_units_price_check" CHECK ("option_units"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"start_times" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pay_later_allowed" boolean DEFAULT false NOT NULL,
	"cancellation_policy_id" uuid,
	"max_capacity_per_item" smallint,
	"min_travellers" smallint DEFAULT 1 NOT NULL,
	"max_travellers" smallint,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "options_experience_slug_unique" UNIQUE("experience_id","slug"),
	CONSTRAINT "options_travellers_check" CHECK ("options"."max_travellers" is null or "options"."min_travellers" <= "options"."max_travellers")
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"status" "slot_status" DEFAULT 'AVAILABLE' NOT NULL,
	"price_overrides" jsonb,
	CONSTRAINT "availability_slots_option_starts_unique" UNIQUE("option_id","starts_at"),
	CONSTRAINT "availability_slots_capacity_check" CHECK ("availability_slots"."held" + "availability_slots"."booked" <= "availability_slots"."capacity"),
	CONSTRAINT "availability_slots_counts_check" CHECK ("availability_slots"."held" >= 0 and "availability_slots"."booked" >= 0 and "availability_slots"."capacity" >= 0),
	CONSTRAINT "availability_slots_time_check" CHECK ("availability_slots"."ends_at" >= "availability_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"price_amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"pricing" "extra_pricing" NOT NULL,
	CONSTRAINT "extras_experience_slug_unique" UNIQUE("experience_id","slug"),
	CONSTRAINT "extras_price_check" CHECK ("extras"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"pickup_offset_minutes" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "pickup_points_experience_name_unique" UNIQUE("experience_id","name")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_country" char(2),
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base" char(3) NOT NULL,
	"quote" char(3) NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_pk" PRIMARY KEY("base","quote")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_country_code" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_email_unique" UNIQUE("tenant_id","email")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"unit_quantities" jsonb NOT NULL,
	"travellers" integer NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_point_id" uuid,
	"pickup_time" text,
	"pickup_address" text,
	"pay_later" boolean DEFAULT false NOT NULL,
	"price_amount" integer NOT NULL,
	"original_price_amount" integer,
	"currency" char(3) NOT NULL,
	"status" "cart_item_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"guest_token" text,
	"user_id" uuid,
	"currency" char(3) NOT NULL,
	"promo_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_tenant_guest_token_unique" UNIQUE("tenant_id","guest_token"),
	CONSTRAINT "carts_owner_check" CHECK ("carts"."guest_token" is not null or "carts"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"unit_quantities" jsonb NOT NULL,
	"travellers" integer NOT NULL,
	"quantity" integer NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_point_id" uuid,
	"pickup_time" text,
	"pickup_address" text,
	"price_amount" integer NOT NULL,
	"original_price_amount" integer,
	"currency" char(3) NOT NULL,
	"status" "booking_status" DEFAULT 'ON_HOLD' NOT NULL,
	"idempotency_key" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"supplier_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_tenant_idempotency_unique" UNIQUE("tenant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"number" text NOT NULL,
	"purchase_id" text NOT NULL,
	"user_id" uuid,
	"cart_id" uuid,
	"buyer_first_name" text NOT NULL,
	"buyer_last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_country_code" text NOT NULL,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"currency" char(3) NOT NULL,
	"subtotal_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"promo_code" text,
	"pay_later" boolean DEFAULT false NOT NULL,
	"status" "order_status" DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tenant_number_unique" UNIQUE("tenant_id","number"),
	CONSTRAINT "orders_tenant_purchase_unique" UNIQUE("tenant_id","purchase_id"),
	CONSTRAINT "orders_tenant_idempotency_unique" UNIQUE("tenant_id","idempotency_key"),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_amount" = "orders"."subtotal_amount" - "orders"."discount_amount")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_number_unique" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_provider_event_unique" UNIQUE("provider","provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"kind" "payment_kind" NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"raw_event" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_idempotency_unique" UNIQUE("tenant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"value" integer NOT NULL,
	"currency" char(3),
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"min_amount" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_tenant_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_fixed_currency_check" CHECK ("promo_codes"."kind" <> 'fixed' or "promo_codes"."currency" is not null),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."used_count" <= "promo_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_image_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_tenant_slug_locale_unique" UNIQUE("tenant_id","slug","locale")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "custom_offer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"experience_id" uuid NOT NULL,
	"option_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"travellers" smallint NOT NULL,
	"preferred_date" date,
	"locale" text NOT NULL,
	"status" "custom_offer_status" DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "experience_categories" ADD CONSTRAINT "experience_categories_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_categories" ADD CONSTRAINT "experience_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_images" ADD CONSTRAINT "experience_images_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_translations" ADD CONSTRAINT "experience_translations_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_facets" ADD CONSTRAINT "experience_facets_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_facets" ADD CONSTRAINT "experience_facets_facet_id_facets_id_fk" FOREIGN KEY ("facet_id") REFERENCES "public"."facets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_units" ADD CONSTRAINT "option_units_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_cancellation_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("cancellation_policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD CONSTRAINT "custom_offer_requests_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_offer_requests" ADD CONSTRAINT "custom_offer_requests_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_categories_category_idx" ON "experience_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "experiences_supplier_idx" ON "experiences" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "experiences_city_idx" ON "experiences" USING btree ("city_id","recommended_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_category_idx" ON "experiences" USING btree ("category_id","recommended_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_recommended_idx" ON "experiences" USING btree ("recommended_score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_rating_idx" ON "experiences" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experiences_duration_idx" ON "experiences" USING btree ("duration_minutes");--> statement-breakpoint
CREATE INDEX "experience_translations_title_trgm_idx" ON "experience_translations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experience_facets_facet_idx" ON "experience_facets" USING btree ("facet_id","experience_id");--> statement-breakpoint
CREATE INDEX "option_units_price_idx" ON "option_units" USING btree ("option_id","type","price_amount");--> statement-breakpoint
CREATE INDEX "availability_slots_option_date_idx" ON "availability_slots" USING btree ("option_id","local_date");--> statement-breakpoint
CREATE INDEX "availability_slots_date_idx" ON "availability_slots" USING btree ("local_date");--> statement-breakpoint
CREATE INDEX "reviews_experience_idx" ON "reviews" USING btree ("experience_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_tenant_idx" ON "password_reset_tokens" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_tenant_idx" ON "sessions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_tenant_idx" ON "cart_items" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "carts_tenant_user_idx" ON "carts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "bookings_tenant_idx" ON "bookings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE status = 'ON_HOLD';--> statement-breakpoint
CREATE INDEX "orders_tenant_user_idx" ON "orders" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_tenant_email_idx" ON "orders" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_tenant_idx" ON "payment_events" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "blog_posts_tenant_locale_published_idx" ON "blog_posts" USING btree ("tenant_id","locale","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_tenant_idx" ON "contact_messages" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_offer_requests_tenant_idx" ON "custom_offer_requests" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "faq_entries_tenant_locale_idx" ON "faq_entries" USING btree ("tenant_id","locale","position");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("available_at") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "outbox_tenant_idx" ON "outbox" USING btree ("tenant_id");