-- Each server keeps every product's rating beside its card, for the listing's rating filter,
-- sort and facet (docs/decisions/040-listing-facets-and-sort.md). A refresh re-reads the
-- entries whose card stamp moved (0006): a review changes the product's rating summary without
-- touching its card, so it moves the stamp too, and the rating comes back with the card.
CREATE FUNCTION catalogue_entries_rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_entries SET card_txid = pg_current_xact_id() WHERE product_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER products_rating_changed AFTER UPDATE OF rating_count, rating_sum ON products
  FOR EACH ROW
  WHEN (OLD.rating_count IS DISTINCT FROM NEW.rating_count OR OLD.rating_sum IS DISTINCT FROM NEW.rating_sum)
  EXECUTE FUNCTION catalogue_entries_rating_changed();
