-- A category's change (a new one, a name, a parent, a status, a slug) moves a counter of its own:
-- each process reads the tree again and patches only the products found by the changed names
-- (docs/decisions/063-catalogue-patched-per-product.md), where moving the generation reloaded the
-- whole catalogue, half a minute at 100,000 products on PGlite. Any update counts, the slug and
-- the picture included: the index offers categories, by slug, to a search that finds nothing.
ALTER TABLE catalogue_index_state ADD COLUMN categories bigint NOT NULL DEFAULT 0;

DROP TRIGGER categories_index_changed ON categories;
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counter_moved('categories');
-- An emptied table leaves nothing to compare: the generation moves, and every process reloads.
CREATE TRIGGER categories_truncated AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_index_changed();
