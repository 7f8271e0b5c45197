CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_country_idx" ON "products" USING btree ("country");--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price_usd_cents");--> statement-breakpoint
CREATE INDEX "edition_history_type_idx" ON "edition_history" USING btree ("transfer_type","created_at");--> statement-breakpoint
CREATE INDEX "edition_history_from_idx" ON "edition_history" USING btree ("from_user_pk");--> statement-breakpoint
CREATE INDEX "edition_history_to_idx" ON "edition_history" USING btree ("to_user_pk");