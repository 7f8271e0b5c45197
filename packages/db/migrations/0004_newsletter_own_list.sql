-- Site-wide sign-ups were filed under partner 'caskmark' by the web shell; our own list is partner ''
-- (decision 120). Fold them in; an address already on our own list keeps its earlier row.
DELETE FROM "newsletter_subscriptions" AS "shell"
  WHERE "shell"."partner" = 'caskmark'
    AND EXISTS (SELECT 1 FROM "newsletter_subscriptions" AS "own" WHERE "own"."partner" = '' AND "own"."email" = "shell"."email");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "partner" = '' WHERE "partner" = 'caskmark';
