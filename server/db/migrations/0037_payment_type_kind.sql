ALTER TABLE "payment_types" ADD COLUMN "kind" text DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
-- the kind of the types accounts already have, read from their names (French, English, German)
UPDATE "payment_types" SET "kind" = CASE
  WHEN "name" ~* '(pr[ée]l[èe]vement|direct ?debit|lastschrift|sepa ?dd)' THEN 'DIRECT_DEBIT'
  WHEN "name" ~* '(virement|transfer|[üu]berweisung)' THEN 'TRANSFER'
  WHEN "name" ~* '(ch[èe]que|cheque|check|scheck)' THEN 'CHEQUE'
  WHEN "name" ~* '(carte|card|karte|\mcb\M)' THEN 'CARD'
  WHEN "name" ~* '(esp[èe]ces|cash|bargeld)' THEN 'CASH'
  ELSE 'OTHER' END;
