CREATE TYPE "public"."schedule_exception_kind" AS ENUM('closed', 'capacity');--> statement-breakpoint
CREATE TABLE "option_price_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"weekdays" smallint[] DEFAULT '{0,1,2,3,4,5,6}'::smallint[] NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_price_overrides_range_check" CHECK ("option_price_overrides"."valid_to" is null or "option_price_overrides"."valid_to" >= "option_price_overrides"."valid_from"),
	CONSTRAINT "option_price_overrides_weekdays_check" CHECK (cardinality("option_price_overrides"."weekdays") > 0 and "option_price_overrides"."weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[])
);
--> statement-breakpoint
CREATE TABLE "option_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"start_times" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"generated_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_schedules_capacity_check" CHECK ("option_schedules"."capacity" >= 1 and "option_schedules"."capacity" <= 10000),
	CONSTRAINT "option_schedules_season_check" CHECK ("option_schedules"."valid_to" is null or "option_schedules"."valid_to" >= "option_schedules"."valid_from"),
	CONSTRAINT "option_schedules_weekdays_check" CHECK (cardinality("option_schedules"."weekdays") > 0 and "option_schedules"."weekdays" <@ '{0,1,2,3,4,5,6}'::smallint[]),
	CONSTRAINT "option_schedules_times_check" CHECK (cardinality("option_schedules"."start_times") > 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"option_id" uuid,
	"local_date" date NOT NULL,
	"starts_at" timestamp with time zone,
	"kind" "schedule_exception_kind" NOT NULL,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_unique" UNIQUE NULLS NOT DISTINCT("experience_id","option_id","local_date","starts_at","kind"),
	CONSTRAINT "schedule_exceptions_departure_check" CHECK ("schedule_exceptions"."starts_at" is null or "schedule_exceptions"."option_id" is not null),
	CONSTRAINT "schedule_exceptions_capacity_check" CHECK (("schedule_exceptions"."kind" = 'capacity') = ("schedule_exceptions"."capacity" is not null) and ("schedule_exceptions"."kind" <> 'capacity' or "schedule_exceptions"."starts_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "option_price_overrides" ADD CONSTRAINT "option_price_overrides_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_schedules" ADD CONSTRAINT "option_schedules_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_price_overrides_option_idx" ON "option_price_overrides" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "option_schedules_option_idx" ON "option_schedules" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_date_idx" ON "schedule_exceptions" USING btree ("experience_id","local_date");