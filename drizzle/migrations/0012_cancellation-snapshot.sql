ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
-- Backfill: existing bookings keep the policy their option has today, the nearest record of what they were sold under.
UPDATE "bookings" AS b
SET "cancellation_policy" = jsonb_build_object(
  'kind', cp."kind",
  'rules', cp."rules",
  'freeCutoffHours', cp."free_cutoff_hours",
  'timeZone', e."time_zone",
  'startsAt', to_char(s."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)
FROM "options" AS o
JOIN "cancellation_policies" AS cp ON cp."id" = o."cancellation_policy_id",
  "experiences" AS e,
  "availability_slots" AS s
WHERE o."id" = b."option_id" AND e."id" = b."experience_id" AND s."id" = b."slot_id" AND b."cancellation_policy" IS NULL;
