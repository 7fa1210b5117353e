-- Custom migration (hand-written, like 0002_search.sql: drizzle's schema does not model experience_search):
-- each search document carries its experience's supplier, and the per-locale GIN indexes hold it beside the
-- words, so a tenant's search gets only its own suppliers' matches from the index instead of reading every
-- match and dropping most ("Bodrum" on a Dubai supplier's site: 14,000 documents read for nothing at 100,000
-- experiences). Why: docs/decisions/008-search.md, "Speed".

ALTER TABLE experience_search ADD COLUMN IF NOT EXISTS supplier_id uuid;--> statement-breakpoint
UPDATE experience_search es SET supplier_id = e.supplier_id
  FROM experiences e WHERE e.id = es.experience_id AND es.supplier_id IS DISTINCT FROM e.supplier_id;--> statement-breakpoint
ALTER TABLE experience_search ALTER COLUMN supplier_id SET NOT NULL;--> statement-breakpoint
-- Replace 0002's per-locale indexes (search_vector only) with two-column ones: the supplier as a one-element
-- array (a GIN index takes a uuid[] with the core array_ops, where a plain uuid would need the btree_gin
-- extension, which breaks pg_trgm's GiST distance operator in PGlite 0.5), and the document. Queries ask for
-- `array[supplier_id] && '{…}'::uuid[]`; one without a supplier condition (a marketplace selling every
-- supplier) uses the same index on the document alone.
DROP INDEX IF EXISTS experience_search_en_idx;--> statement-breakpoint
DROP INDEX IF EXISTS experience_search_ru_idx;--> statement-breakpoint
DROP INDEX IF EXISTS experience_search_tr_idx;--> statement-breakpoint
DROP INDEX IF EXISTS experience_search_de_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_en_idx ON experience_search USING gin ((array[supplier_id]), search_vector) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_ru_idx ON experience_search USING gin ((array[supplier_id]), search_vector) WHERE locale = 'ru';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_tr_idx ON experience_search USING gin ((array[supplier_id]), search_vector) WHERE locale = 'tr';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_de_idx ON experience_search USING gin ((array[supplier_id]), search_vector) WHERE locale = 'de';--> statement-breakpoint

-- As in 0002, plus the supplier.
CREATE OR REPLACE FUNCTION experience_translations_search_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO experience_search (translation_id, experience_id, supplier_id, locale, search_vector)
    SELECT n.id, n.experience_id, e.supplier_id, n.locale, experience_search_vector(n.experience_id, n.locale, n.title, n.highlights, n.overview)
    FROM changed n JOIN experiences e ON e.id = n.experience_id
    ON CONFLICT (translation_id) DO UPDATE
      SET experience_id = EXCLUDED.experience_id, supplier_id = EXCLUDED.supplier_id, locale = EXCLUDED.locale,
        search_vector = EXCLUDED.search_vector;
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

CREATE OR REPLACE FUNCTION search_refresh_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE experience_search es
      SET search_vector = experience_search_vector(t.experience_id, t.locale, t.title, t.highlights, t.overview),
        supplier_id = e.supplier_id
      FROM experience_translations t JOIN experiences e ON e.id = t.experience_id
      WHERE es.translation_id = t.id
        AND CASE TG_TABLE_NAME WHEN 'experiences' THEN e.id = NEW.id WHEN 'cities' THEN e.city_id = NEW.id ELSE e.category_id = NEW.id END;
    RETURN NULL;
  END $$;--> statement-breakpoint

-- An experience moved to another supplier moves its documents too.
DROP TRIGGER IF EXISTS experiences_search_refresh ON experiences;--> statement-breakpoint
CREATE TRIGGER experiences_search_refresh AFTER UPDATE OF city_id, category_id, supplier_id ON experiences
  FOR EACH ROW WHEN (OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id)
  EXECUTE FUNCTION search_refresh_trigger();
