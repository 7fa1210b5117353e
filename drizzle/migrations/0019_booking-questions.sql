CREATE TYPE "public"."question_kind" AS ENUM('short_text', 'long_text', 'number', 'date', 'time', 'yes_no', 'choice');--> statement-breakpoint
CREATE TABLE "booking_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid NOT NULL,
	"label" jsonb NOT NULL,
	"help" jsonb,
	"kind" "question_kind" NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_questions_choices_check" CHECK ("booking_questions"."kind" <> 'choice' or jsonb_array_length("booking_questions"."choices") >= 2)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_questions" ADD CONSTRAINT "booking_questions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_questions_experience_idx" ON "booking_questions" USING btree ("experience_id","position");