-- The demo collector seeded as 'emeka.o' (before the handler rules of decision 061) becomes 'emeka_o'
-- (decision 123). Only the seeded row (its derived id) is renamed, and only while 'emeka_o' is free;
-- ids and wallet placeholders keep deriving from the first handler, so the rest of the demo still matches.
UPDATE "users" SET "handler" = 'emeka_o', "updated_at" = now()
  WHERE "public_pk" = '1f1a4aa8-0432-5ca1-a765-8184e3622158' AND "handler" = 'emeka.o'
    AND NOT EXISTS (SELECT 1 FROM "users" AS "taken" WHERE lower("taken"."handler") = 'emeka_o');
