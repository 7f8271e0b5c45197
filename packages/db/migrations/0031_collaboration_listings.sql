-- Decision 316: a listing keeps the fee terms the marketplace contract fixed when it was created
-- (ListingCreated: feeBps, royaltyBps and the ballot token of a collaboration listing), and a sold
-- collaboration listing keeps who received the royalty (Swapped: royaltyRecipient, royalty in wei).
-- Rows created before this migration are ordinary listings: 10 % fee, no royalty.
ALTER TABLE "listings" ADD COLUMN "fee_bps" integer DEFAULT 1000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "royalty_bps" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ballot_token_id" numeric(78, 0);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "royalty_recipient" text;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "royalty_wei" numeric(78, 0);
