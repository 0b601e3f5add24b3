-- The generated promotion banners no longer carry their title in the picture (the storefront
-- writes it over the banner in the visitor's language). A new key gives the new pictures new
-- addresses: browsers keep the old ones for a year (immutable), words and all.
UPDATE promotions SET image_url = 'promotions/banner-' || id WHERE image_url = 'promotions/promo-' || id;
