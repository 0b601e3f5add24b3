-- One product as the encoded body of GET /api/eproduct/{id} (its variants from product_card, its
-- agronomy terms resolved), in a PL/pgSQL function so the plan of its joins is made once per
-- connection, not with every read: planning was half of the read's cost (docs/benchmarks.md).
-- Null for a product that is not active.
CREATE FUNCTION product_json(product_id integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object('data', json_build_object(
      'id', p.id, 'name', p.name, 'title', p.title, 'brand', p.brand, 'images', p.images,
      'sellerId', p.seller_id, 'categoryId', p.category_id,
      'variants', (product_card(p.id, p.title, p.brand, p.images, p.seller_id, p.category_id)::json)->'variants',
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
    FROM products p
    JOIN sellers s ON s.id = p.seller_id
    JOIN categories c ON c.id = p.category_id
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind = 'crop'), '{}') AS crops,
             coalesce(array_agg(t.slug ORDER BY t.id) FILTER (WHERE t.kind <> 'crop'), '{}') AS targets,
             coalesce(json_agg(json_build_object('slug', t.slug, 'kind', t.kind, 'name', t.name,
               'imageUrl', t.image_url, 'commonNames', t.common_names, 'romanised', t.romanised)
               ORDER BY t.id), '[]') AS terms
      FROM product_agronomy_terms pt JOIN agronomy_terms t ON t.id = pt.term_id
      WHERE pt.product_id = p.id) AS a
    WHERE p.id = product_json.product_id AND p.status = 'ACTIVE'
  );
END
$$;
