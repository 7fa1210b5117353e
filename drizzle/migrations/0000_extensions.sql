-- Trigram search over titles and accent-insensitive matching (İstanbul = Istanbul). PGlite loads
-- both as bundled contrib extensions; on PostgreSQL they ship with postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
