-- Label and safety facts, seller licences and the pack sizes of the dose calculator (issue 21).

-- What a pack holds, in a dose unit ({"amount": 500, "unit": "ml"}): the calculator covers a
-- field's need with packs. Null for a pack with no such size (a tool, a 'pack of 10').
ALTER TABLE variants ADD COLUMN pack_size jsonb;

-- The label's facts by kind: pesticide (CIB&RC number, toxicity colour, first aid, antidote,
-- pre-harvest interval, protective gear), fertilizer (FCO grade), seed (variety, germination,
-- lot, test date); each null for a product of another kind.
ALTER TABLE products ADD COLUMN label jsonb NOT NULL
  DEFAULT '{"pesticide": null, "fertilizer": null, "seed": null}';

-- The licences a seller sells pesticides, fertilizers and seeds under; null where it has none.
ALTER TABLE sellers ADD COLUMN licences jsonb NOT NULL
  DEFAULT '{"pesticide": null, "fertilizer": null, "seed": null}';

-- The recommended number of applications joins the dose; a product had one until told otherwise.
UPDATE products SET agronomy = agronomy || '{"applications": 1}' WHERE NOT agronomy ? 'applications';
ALTER TABLE products ALTER COLUMN agronomy
  SET DEFAULT '{"ingredients": [], "cropStage": null, "dosePerAcre": null, "dosePerLitre": null, "applications": 1}';

