-- Agronomy data (issue 18). Crops, pests, diseases and weeds are reference terms named by slug,
-- with both languages, other names and the romanised spellings farmers type. A product names its
-- crops and targets through product_agronomy_terms (the reference the crop and pest pages follow);
-- what belongs to the product alone (ingredients, crop stage, doses) is its agronomy column.
CREATE TABLE agronomy_terms (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('crop', 'pest', 'disease', 'weed')),
  name jsonb NOT NULL,
  image_url text,
  common_names text[] NOT NULL DEFAULT '{}',
  romanised text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE product_agronomy_terms (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  term_id integer NOT NULL REFERENCES agronomy_terms (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, term_id)
);
-- A crop or pest page asks for the products of one term.
CREATE INDEX product_agronomy_terms_term ON product_agronomy_terms (term_id, product_id);

ALTER TABLE products ADD COLUMN agronomy jsonb NOT NULL
  DEFAULT '{"ingredients": [], "cropStage": null, "dosePerAcre": null, "dosePerLitre": null}';

-- Product pages and the terms list are public answers every process keeps: a change to the terms
-- or to a product's crops and targets must reach them (0012). The in-memory index may hold
-- ingredients, crops and pests for search, so such changes move its generation too (0002);
-- products' own updates already move the answers counter, and an agronomy edit the generation.
CREATE TRIGGER agronomy_terms_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agronomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER agronomy_terms_index_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agronomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
CREATE TRIGGER product_agronomy_terms_answers_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_agronomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_answers_changed();
CREATE TRIGGER product_agronomy_terms_index_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_agronomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
CREATE TRIGGER products_agronomy_index_changed AFTER UPDATE OF agronomy ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
