-- A product's answer (GET /api/eproduct/{id}) kept built, so a read is one keyed row, not seven
-- tables joined and encoded: 170-180 µs a read in batches of 50 against 500-550 µs for
-- product_json (docs/benchmarks.md, "Product answers kept built"). The body is the answer's data
-- without its variants: they change with every order, and the server takes them from the card it
-- already holds (0003), so an order writes no answer. Bodies are written by the triggers below
-- whenever what they show changes; a deleted product's goes with it.
CREATE TABLE product_answers (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  body text NOT NULL
);

-- Set-based, so a seed's or an import's thousands of products are built in one statement.
CREATE FUNCTION product_answers_write(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_answers (product_id, body)
  SELECT p.id, json_build_object(
      'id', p.id, 'name', p.name, 'title', p.title, 'brand', p.brand, 'images', p.images,
      'sellerId', p.seller_id, 'categoryId', p.category_id,
      'description', p.description, 'application', p.application, 'features', p.features,
      'dosage', p.dosage, 'status', p.status, 'cropTags', p.crop_tags,
      'agronomy', p.agronomy || jsonb_build_object('crops', a.crops, 'targets', a.targets),
      'agronomyTerms', a.terms,
      'label', p.label,
      'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
      'seller', json_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'image', s.image,
        'licences', s.licences),
      'reviewInfo', json_build_object(
        'averageRating', CASE WHEN p.rating_count > 0
          THEN round(p.rating_sum::numeric / p.rating_count, 1) ELSE 0 END,
        'ratingCount', p.rating_count, 'ratingCounts', p.rating_counts),
      'createdDate', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )::text
  FROM products p
  JOIN sellers s ON s.id = p.seller_id
  JOIN categories c ON c.id = p.category_id
  -- By the keys of the product's links: as a join, the planner (PGlite keeps no statistics)
  -- walked every term and probed the links once for each (0025).
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind = 'crop'), '{}') AS crops,
           coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind <> 'crop'), '{}') AS targets,
           coalesce(json_agg(json_build_object('slug', t.slug, 'kind', t.kind, 'name', t.name,
             'imageUrl', t.image_url, 'commonNames', t.common_names, 'romanised', t.romanised)
             ORDER BY t.id), '[]') AS terms
    FROM agronomy_terms t
    WHERE t.id = ANY (ARRAY(SELECT pt.term_id FROM product_agronomy_terms pt WHERE pt.product_id = p.id))) AS a
  WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET body = EXCLUDED.body
$$;

CREATE FUNCTION product_answers_products_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_answers_write(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER products_answers_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_answers_products_written();
CREATE TRIGGER products_answers_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_answers_products_written();

-- A brand's or a category's edit rewrites its products' answers only when it changed what they
-- show: an UPDATE trigger with transition tables cannot name its columns.
CREATE FUNCTION product_answers_sellers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_answers_write(ARRAY(
    SELECT p.id FROM products p
    WHERE p.seller_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.slug, n.image, n.licences) IS DISTINCT FROM (o.name, o.slug, o.image, o.licences))));
  RETURN NULL;
END $$;

CREATE TRIGGER sellers_answers_update AFTER UPDATE ON sellers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_answers_sellers_updated();

CREATE FUNCTION product_answers_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_answers_write(ARRAY(
    SELECT p.id FROM products p
    WHERE p.category_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.slug) IS DISTINCT FROM (o.name, o.slug))));
  RETURN NULL;
END $$;

CREATE TRIGGER categories_answers_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_answers_categories_updated();

-- A deleted term takes its links with it, whose own trigger rewrites the products.
CREATE FUNCTION product_answers_terms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_answers_write(ARRAY(
    SELECT DISTINCT pt.product_id FROM product_agronomy_terms pt
    WHERE pt.term_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.slug, n.kind, n.name, n.image_url, n.common_names, n.romanised)
        IS DISTINCT FROM (o.slug, o.kind, o.name, o.image_url, o.common_names, o.romanised))));
  RETURN NULL;
END $$;

CREATE TRIGGER agronomy_terms_answers_update AFTER UPDATE ON agronomy_terms
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_answers_terms_updated();

CREATE FUNCTION product_answers_links_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_answers_write(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_answers_write(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM product_answers_write(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_agronomy_terms_answers_insert AFTER INSERT ON product_agronomy_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_answers_links_written();
CREATE TRIGGER product_agronomy_terms_answers_update AFTER UPDATE ON product_agronomy_terms
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_answers_links_written();
CREATE TRIGGER product_agronomy_terms_answers_delete AFTER DELETE ON product_agronomy_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_answers_links_written();

SELECT product_answers_write(ARRAY(SELECT id FROM products));

DROP FUNCTION product_json(integer);
