-- Search reads the synonyms when it looks a word up; the index's postings hold none of them (0017).
-- A change to them moves a counter of their own, and each process swaps the new list into its
-- index without reading a product (docs/decisions/063-catalogue-patched-per-product.md): moving the
-- generation reloaded the whole catalogue, half a minute at 100,000 products on PGlite.
ALTER TABLE catalogue_index_state ADD COLUMN synonyms bigint NOT NULL DEFAULT 0;

-- Moves the catalogue_index_state counter its trigger names.
CREATE FUNCTION catalogue_counter_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE catalogue_index_state SET %1$I = %1$I + 1', TG_ARGV[0]);
  RETURN NULL;
END $$;

DROP TRIGGER search_synonyms_index_changed ON search_synonyms;
CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counter_moved('synonyms');
