-- Custom migration (hand-written, like 0002 and 0007: drizzle's schema does not model experience_search): each
-- search document carries its experience's place in the "recommended" order, and a per-locale btree walks the
-- documents best first. A search text matching more than the search page ranks (a city name at 100,000
-- experiences) then lists the best of its matches, not the first the GIN index happens to yield.
-- Why and how it is used: docs/decisions/008-search.md, "The search page".

-- The recommended order of decision 007 as one number: the editorial score (an integer) first, then rating
-- weighted by review count, scaled below 1 (5 stars × ln(1 + 10^6 reviews) = 69 → 0.69) so it only breaks ties.
CREATE OR REPLACE FUNCTION search_quality(score integer, rating numeric, reviews integer) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT score + least(coalesce(rating, 0) * ln(1 + greatest(coalesce(reviews, 0), 0)), 99) / 100.0
  $$;--> statement-breakpoint

ALTER TABLE experience_search ADD COLUMN IF NOT EXISTS quality double precision NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE experience_search es SET quality = search_quality(e.recommended_score, e.rating_average, e.review_count)
  FROM experiences e WHERE e.id = es.experience_id;--> statement-breakpoint

CREATE INDEX IF NOT EXISTS experience_search_en_quality_idx ON experience_search (quality DESC) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_ru_quality_idx ON experience_search (quality DESC) WHERE locale = 'ru';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_tr_quality_idx ON experience_search (quality DESC) WHERE locale = 'tr';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_de_quality_idx ON experience_search (quality DESC) WHERE locale = 'de';--> statement-breakpoint

-- As in 0007, plus the quality.
CREATE OR REPLACE FUNCTION experience_translations_search_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO experience_search (translation_id, experience_id, supplier_id, locale, search_vector, quality)
    SELECT n.id, n.experience_id, e.supplier_id, n.locale, experience_search_vector(n.experience_id, n.locale, n.title, n.highlights, n.overview),
      search_quality(e.recommended_score, e.rating_average, e.review_count)
    FROM changed n JOIN experiences e ON e.id = n.experience_id
    ON CONFLICT (translation_id) DO UPDATE
      SET experience_id = EXCLUDED.experience_id, supplier_id = EXCLUDED.supplier_id, locale = EXCLUDED.locale,
        search_vector = EXCLUDED.search_vector, quality = EXCLUDED.quality;
    INSERT INTO search_terms (locale, term)
    SELECT DISTINCT n.locale, w
    FROM changed n
      JOIN experiences e ON e.id = n.experience_id
      JOIN cities c ON c.id = e.city_id
      JOIN categories g ON g.id = e.category_id,
      LATERAL regexp_split_to_table(lower(search_unaccent(n.title)) || ' ' || search_names(c.name) || ' ' || search_names(g.name), '[^[:alnum:]]+') w
    WHERE length(w) BETWEEN 2 AND 40
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint

-- A new score, rating or review count moves the experience's documents in the order. Statement-level (a bulk
-- update of review counts is one pass), which rules out a column list, so it compares and skips unchanged rows.
CREATE OR REPLACE FUNCTION experiences_search_quality_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE experience_search es SET quality = search_quality(n.recommended_score, n.rating_average, n.review_count)
      FROM changed n
      WHERE es.experience_id = n.id AND es.quality IS DISTINCT FROM search_quality(n.recommended_score, n.rating_average, n.review_count);
    RETURN NULL;
  END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS experiences_search_quality ON experiences;--> statement-breakpoint
CREATE TRIGGER experiences_search_quality AFTER UPDATE ON experiences
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION experiences_search_quality_trigger();
