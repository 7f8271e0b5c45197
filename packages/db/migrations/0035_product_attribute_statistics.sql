-- Decision 365: the bottle-attribute filters match `lower(<column>) in (…)`. PostgreSQL keeps no
-- statistics on an expression without an index or a statistics object on it, so it guessed 0.5 % of
-- products for `lower(category) = 'whisky'` (104 of 20,818; in fact 8,327) and, on the listings page at
-- 100,000 listings, joined every whisky listing and sorted them (722 ms) instead of walking the
-- listings in page order until ten matched (36 ms). One statistics object per text attribute gives it
-- the real shares at the next ANALYZE (autovacuum's, or this one).
CREATE STATISTICS "products_lower_category_stats" ON (lower("category")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_whisky_type_stats" ON (lower("whisky_type")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_wine_type_stats" ON (lower("wine_type")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_country_stats" ON (lower("country")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_region_stats" ON (lower("region")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_colour_stats" ON (lower("colour")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_primary_grape_stats" ON (lower("primary_grape")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_bottler_stats" ON (lower("bottler")) FROM "products";
--> statement-breakpoint
CREATE STATISTICS "products_lower_experience_stats" ON (lower("experience")) FROM "products";
--> statement-breakpoint
ANALYZE "products";
