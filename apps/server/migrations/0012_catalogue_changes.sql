-- Every server process keeps public catalogue answers (categories, brands, promotions, product
-- pages, languages) in memory and must drop them when another process changes what they show.
-- The index generation (0002) and the card stamps (0006) cover what the listing holds, but not a
-- brand's picture, a promotion, a category's picture or order, a product's description: this
-- counter moves on any change to those tables, and each process's poll reads it with the
-- generation. Redis, when configured, only says it sooner (docs/decisions/017).
ALTER TABLE catalogue_index_state ADD COLUMN changes bigint NOT NULL DEFAULT 0;

CREATE FUNCTION catalogue_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_index_state SET changes = changes + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER categories_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER sellers_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER products_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER promotions_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER languages_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER translations_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
