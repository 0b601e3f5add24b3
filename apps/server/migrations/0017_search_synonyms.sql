-- Farmers' words for what the catalogue calls otherwise (romanised Kannada, and Hindi and
-- Indian-English words common in Karnataka's shops), which search expands a query with. Search
-- compares a word by its phonetic key (features/catalogue/farmer-language.ts), so one row covers
-- its loose spellings. The back office edits the rows (/admin/api/search-synonyms); a change
-- moves the index generation, so every process rebuilds its index as after a catalogue change.
CREATE TABLE search_synonyms (
  id serial PRIMARY KEY,
  word text NOT NULL UNIQUE CHECK (word ~ '^[a-z]{2,40}$'),
  means text[] NOT NULL CHECK (cardinality(means) BETWEEN 1 AND 10)
);

INSERT INTO search_synonyms (word, means) VALUES
  ('gobbara', ARRAY['fertilizer', 'manure']),
  ('gobra', ARRAY['fertilizer', 'manure']),
  ('khad', ARRAY['fertilizer', 'manure']),
  ('khaad', ARRAY['fertilizer', 'manure']),
  ('gobar', ARRAY['cow dung']),
  ('sagani', ARRAY['cow dung']),
  ('beeja', ARRAY['seeds']),
  ('beej', ARRAY['seeds']),
  ('bhatta', ARRAY['paddy']),
  ('dhan', ARRAY['paddy']),
  ('dhaan', ARRAY['paddy']),
  ('keetanashaka', ARRAY['insecticide']),
  ('keetnashak', ARRAY['insecticide']),
  ('keeda', ARRAY['insecticide']),
  ('kalenashaka', ARRAY['herbicide']),
  ('weedicide', ARRAY['herbicide']),
  ('kharpatwar', ARRAY['herbicide']),
  ('shileendranashaka', ARRAY['fungicide']),
  ('dawa', ARRAY['pesticides']),
  ('dawai', ARRAY['pesticides']),
  ('aushadhi', ARRAY['pesticides']),
  ('bevu', ARRAY['neem']),
  ('bevina', ARRAY['neem']),
  ('enne', ARRAY['oil']),
  ('hindi', ARRAY['cake']),
  ('khali', ARRAY['cake']),
  ('mirchi', ARRAY['chilli']),
  ('menasinakayi', ARRAY['chilli']),
  ('makka', ARRAY['maize']),
  ('makai', ARRAY['maize']),
  ('kapas', ARRAY['cotton']),
  ('hatti', ARRAY['cotton']),
  ('tamatar', ARRAY['tomato']),
  ('pyaz', ARRAY['onion']),
  ('shenga', ARRAY['groundnut']),
  ('kadlekai', ARRAY['groundnut']),
  ('jaivik', ARRAY['bio', 'organic']),
  ('jaivika', ARRAY['bio', 'organic']),
  ('pashu', ARRAY['cattle']),
  ('koli', ARRAY['poultry']),
  ('meenu', ARRAY['fish']),
  ('ahara', ARRAY['feed']),
  ('neeravari', ARRAY['irrigation']),
  ('hani', ARRAY['drip']),
  ('tunturu', ARRAY['sprinkler']);

CREATE TRIGGER search_synonyms_index_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();

-- Search now reads a product's description and crop tags too: a change to them rebuilds the index.
CREATE TRIGGER products_search_texts_changed AFTER UPDATE OF description, crop_tags ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
