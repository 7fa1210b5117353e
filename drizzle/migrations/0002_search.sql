-- Custom migration (hand-written; drizzle's schema does not model these objects on purpose):
-- a search document per experience translation, a word list for typo correction, and the SQL
-- functions app/models/search.server.ts calls. Why each piece exists: docs/decisions/008-search.md.

-- unaccent() is STABLE (it reads a dictionary), so expression indexes need an IMMUTABLE wrapper;
-- the dictionary is named with its schema so the result never depends on search_path.
CREATE OR REPLACE FUNCTION search_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;--> statement-breakpoint

-- Our locales mapped to PostgreSQL's snowball configurations (PostgreSQL 15 and PGlite both ship all four).
CREATE OR REPLACE FUNCTION search_config(locale text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE locale WHEN 'en' THEN 'english' WHEN 'ru' THEN 'russian' WHEN 'de' THEN 'german'
    WHEN 'tr' THEN 'turkish' ELSE 'simple' END::regconfig $$;--> statement-breakpoint

-- Every translation of a label ({"en": "Munich", "de": "München", …}) as one lower-case, unaccented text.
-- Schema-qualified inside: index builds run with a restricted search_path (PostgreSQL 17, so PGlite).
CREATE OR REPLACE FUNCTION search_names(names jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.search_unaccent(coalesce(string_agg(DISTINCT value, ' '), ''))) FROM jsonb_each_text(names) $$;--> statement-breakpoint

CREATE INDEX IF NOT EXISTS cities_names_trgm_idx ON cities USING gin (search_names(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS categories_names_trgm_idx ON categories USING gin (search_names(name) gin_trgm_ops);--> statement-breakpoint

-- The weighted document of one translation: title A, city and category names (every language) B,
-- highlights C, overview D, in the translation's own language.
CREATE OR REPLACE FUNCTION experience_search_vector(experience uuid, locale text, title text, highlights text[], overview text)
  RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector(search_config(locale), search_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector(search_config(locale), coalesce((
           SELECT search_names(c.name) || ' ' || search_names(g.name)
           FROM experiences e JOIN cities c ON c.id = e.city_id JOIN categories g ON g.id = e.category_id
           WHERE e.id = experience), '')), 'B')
      || setweight(to_tsvector(search_config(locale), search_unaccent(coalesce(array_to_string(highlights, ' '), ''))), 'C')
      || setweight(to_tsvector(search_config(locale), search_unaccent(coalesce(overview, ''))), 'D')
  $$;--> statement-breakpoint

-- One row per translation, narrow on purpose: a query that matches 20,000 translations reads their
-- documents, and in experience_translations they would sit among long texts (more pages, TOAST fetches).
CREATE TABLE IF NOT EXISTS experience_search (
  translation_id uuid PRIMARY KEY REFERENCES experience_translations(id) ON DELETE CASCADE,
  experience_id uuid NOT NULL REFERENCES experiences(id) ON DELETE CASCADE,
  locale text NOT NULL,
  search_vector tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_experience_idx ON experience_search (experience_id, locale);--> statement-breakpoint
-- One GIN index per language: a search only ever reads its own language's documents (queries name the
-- locale as a literal so the planner can pick these). A new locale needs its own line here.
CREATE INDEX IF NOT EXISTS experience_search_en_idx ON experience_search USING gin (search_vector) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_ru_idx ON experience_search USING gin (search_vector) WHERE locale = 'ru';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_tr_idx ON experience_search USING gin (search_vector) WHERE locale = 'tr';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experience_search_de_idx ON experience_search USING gin (search_vector) WHERE locale = 'de';--> statement-breakpoint

-- Words a visitor may misspell (titles, city and category names), per language: a misspelt query word
-- is matched to its nearest entries here, then searched as the corrected words.
CREATE TABLE IF NOT EXISTS search_terms (
  locale text NOT NULL,
  term text NOT NULL,
  CONSTRAINT search_terms_pk PRIMARY KEY (locale, term)
);--> statement-breakpoint
-- GiST rather than GIN: corrections need nearest-neighbour order (term <-> word), which only GiST serves.
CREATE INDEX IF NOT EXISTS search_terms_trgm_idx ON search_terms USING gist (term gist_trgm_ops);--> statement-breakpoint

-- Statement-level, so the seed's (or the scale generator's) bulk insert of thousands of translations
-- writes their documents and words in one pass each.
CREATE OR REPLACE FUNCTION experience_translations_search_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO experience_search (translation_id, experience_id, locale, search_vector)
    SELECT n.id, n.experience_id, n.locale, experience_search_vector(n.experience_id, n.locale, n.title, n.highlights, n.overview)
    FROM changed n
    ON CONFLICT (translation_id) DO UPDATE
      SET experience_id = EXCLUDED.experience_id, locale = EXCLUDED.locale, search_vector = EXCLUDED.search_vector;
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

CREATE TRIGGER experience_translations_search_insert AFTER INSERT ON experience_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION experience_translations_search_trigger();--> statement-breakpoint
CREATE TRIGGER experience_translations_search_update AFTER UPDATE ON experience_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION experience_translations_search_trigger();--> statement-breakpoint

-- A moved experience or a renamed city/category changes the B part of the documents that name it.
CREATE OR REPLACE FUNCTION search_refresh_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE experience_search es
      SET search_vector = experience_search_vector(t.experience_id, t.locale, t.title, t.highlights, t.overview)
      FROM experience_translations t JOIN experiences e ON e.id = t.experience_id
      WHERE es.translation_id = t.id
        AND CASE TG_TABLE_NAME WHEN 'experiences' THEN e.id = NEW.id WHEN 'cities' THEN e.city_id = NEW.id ELSE e.category_id = NEW.id END;
    RETURN NULL;
  END $$;--> statement-breakpoint

CREATE TRIGGER experiences_search_refresh AFTER UPDATE OF city_id, category_id ON experiences
  FOR EACH ROW WHEN (OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION search_refresh_trigger();--> statement-breakpoint
CREATE TRIGGER cities_search_refresh AFTER UPDATE OF name ON cities
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_refresh_trigger();--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_refresh_trigger();--> statement-breakpoint

-- Optimal string alignment distance (Levenshtein plus adjacent swaps: "dubia" → "dubai" is 1).
-- Only ever called on a handful of short candidate words, so plain PL/pgSQL is fast enough.
CREATE OR REPLACE FUNCTION search_edit_distance(a text, b text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
  DECLARE
    la int := length(a); lb int := length(b); w int := length(b) + 1;
    d int[]; i int; j int; v int;
  BEGIN
    IF abs(la - lb) > 2 THEN RETURN abs(la - lb); END IF;
    d := array_fill(0, ARRAY[(la + 1) * w]);
    FOR i IN 0..la LOOP d[i * w + 1] := i; END LOOP;
    FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
    FOR i IN 1..la LOOP
      FOR j IN 1..lb LOOP
        v := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1,
                   d[(i - 1) * w + j] + CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END);
        IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
          v := least(v, d[(i - 2) * w + j - 1] + 1);
        END IF;
        d[i * w + j + 1] := v;
      END LOOP;
    END LOOP;
    RETURN d[la * w + lb + 1];
  END $$;--> statement-breakpoint

-- The visitor's text as a tsquery in their language: every word must match (AND); a word may match as
-- written, as any known word one typo away (two for words of 8+ letters) when it is not a known word
-- itself, in German as any known compound ending in it, and, for the word being typed (prefix), as the
-- start of a word; `title_only` keeps weight A matches.
-- NULL when nothing is searchable.
-- Lexemes are cast from quoted text rather than built with plainto_tsquery, which raises a NOTICE on stop words.
CREATE OR REPLACE FUNCTION search_tsquery(locale text, query text, fuzzy boolean DEFAULT true, prefix boolean DEFAULT false,
  title_only boolean DEFAULT false)
  RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  DECLARE
    cfg regconfig := search_config(locale);
    words text[];
    word text;
    is_last boolean;
    lexemes text[];
    alternatives text[];
    bases text[];
    n int;
    part tsquery;
    result tsquery;
  BEGIN
    words := ARRAY(SELECT x FROM regexp_split_to_table(lower(search_unaccent(left(coalesce(query, ''), 200))), '[^[:alnum:]]+') x
                   WHERE x <> '' LIMIT 8);
    n := coalesce(array_length(words, 1), 0);
    FOR i IN 1..n LOOP
      word := left(words[i], 40);
      is_last := prefix AND i = n;
      lexemes := tsvector_to_array(to_tsvector(cfg, word));
      -- A stop word ("the", "und") matches anything: it must not be "corrected" into a word that filters.
      CONTINUE WHEN cardinality(lexemes) = 0 AND NOT is_last;
      alternatives := ARRAY(SELECT quote_literal(l) FROM unnest(lexemes) l);
      IF is_last THEN
        alternatives := alternatives || ARRAY(SELECT quote_literal(l) || ':*' FROM unnest(lexemes || word) l);
      END IF;
      bases := ARRAY[word];
      IF fuzzy AND length(word) >= 3
        AND NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.locale = search_tsquery.locale AND t.term = word)
        AND NOT (is_last AND EXISTS (SELECT 1 FROM search_terms t WHERE t.locale = search_tsquery.locale AND t.term LIKE word || '%'))
      THEN
        bases := bases || ARRAY(
          SELECT c.term
          FROM (SELECT t.term FROM search_terms t WHERE t.locale = search_tsquery.locale ORDER BY t.term <-> word LIMIT 30) c
          WHERE search_edit_distance(word, c.term) <= (CASE WHEN length(word) >= 8 THEN 2 ELSE 1 END));
      END IF;
      -- German glues words together and snowball does not split them: "safari" must find "Wüstensafari".
      -- Only compounds ending in the word: that is their head ("Bergtour" is a tour, "Touristenvisum" is not).
      IF fuzzy AND locale = 'de' THEN
        bases := bases || ARRAY(
          SELECT t.term FROM search_terms t, unnest(bases) b
          WHERE t.locale = 'de' AND length(b) >= 4 AND t.term LIKE '%' || b AND t.term <> b LIMIT 20);
      END IF;
      alternatives := alternatives || ARRAY(
        SELECT quote_literal(l) FROM unnest(bases[2:]) b, unnest(tsvector_to_array(to_tsvector(cfg, b))) l);
      IF title_only THEN -- weight A only: 'word':A, 'pre':*A
        alternatives := ARRAY(SELECT CASE WHEN a LIKE '%:*' THEN a || 'A' ELSE a || ':A' END FROM unnest(alternatives) a);
      END IF;
      part := (SELECT string_agg(DISTINCT a, ' | ') FROM unnest(alternatives) a)::tsquery;
      result := CASE WHEN result IS NULL THEN part ELSE result && part END;
    END LOOP;
    RETURN result;
  END $$;--> statement-breakpoint

-- Rows that existed before this migration (the trigger fills new ones).
UPDATE experience_translations SET title = title;
