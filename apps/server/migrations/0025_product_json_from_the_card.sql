-- The same answer as 0024, at about half its cost (docs/benchmarks.md, "Product reads in batches, and
-- from the stored card").
-- The variants come from the card the catalogue keeps encoded (0003): building them again read
-- the variant rows and encoded them on every read. A product has a catalogue entry exactly when
-- it is active, so the entry's join also says whether the product is shown.
-- The product's agronomy terms are read by their keys, from the product's few links: written as
-- a join, the planner (PGlite keeps no statistics) walked all terms in order and probed the
-- links once for each, a quarter of the read.
CREATE OR REPLACE FUNCTION product_json(product_id integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object('data', json_build_object(
      'id', p.id, 'name', p.name, 'title', p.title, 'brand', p.brand, 'images', p.images,
      'sellerId', p.seller_id, 'categoryId', p.category_id,
      'variants', (e.card::json)->'variants',
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
    ))::text
    FROM catalogue_entries e
    JOIN products p ON p.id = e.product_id
    JOIN sellers s ON s.id = p.seller_id
    JOIN categories c ON c.id = p.category_id
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind = 'crop'), '{}') AS crops,
             coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind <> 'crop'), '{}') AS targets,
             coalesce(json_agg(json_build_object('slug', t.slug, 'kind', t.kind, 'name', t.name,
               'imageUrl', t.image_url, 'commonNames', t.common_names, 'romanised', t.romanised)
               ORDER BY t.id), '[]') AS terms
      FROM agronomy_terms t
      WHERE t.id = ANY (ARRAY(SELECT pt.term_id FROM product_agronomy_terms pt WHERE pt.product_id = p.id))) AS a
    WHERE e.product_id = product_json.product_id
  );
END
$$;
