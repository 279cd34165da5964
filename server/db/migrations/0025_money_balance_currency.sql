ALTER TABLE "supplier_balances" DROP CONSTRAINT "supplier_balances_key";--> statement-breakpoint
ALTER TABLE "supplier_balances" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_balances" ADD CONSTRAINT "supplier_balances_key" UNIQUE NULLS NOT DISTINCT("company_id","supplier_id","origin_type_id","document_group_id","currency");--> statement-breakpoint

-- A supplier's balance is kept per currency (issue 16): an invoice in pounds never lowers or raises a balance in euros.
DROP FUNCTION IF EXISTS paperdesk_add_balance(uuid, uuid, uuid, uuid, numeric);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_add_balance(p_company uuid, p_supplier uuid, p_origin uuid, p_group uuid, p_currency text, p_delta numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_supplier IS NULL OR p_delta = 0 THEN RETURN; END IF;
  INSERT INTO supplier_balances AS b (company_id, supplier_id, origin_type_id, document_group_id, currency, balance)
  VALUES (p_company, p_supplier, p_origin, p_group, p_currency, p_delta)
  ON CONFLICT ON CONSTRAINT supplier_balances_key DO UPDATE SET balance = b.balance + excluded.balance;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_documents_balances() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN (2, 3, 4) AND OLD.solde <> -1 THEN
    PERFORM paperdesk_add_balance(OLD.company_id, OLD.supplier_id, OLD.origin_type_id, OLD.document_group_id, OLD.currency, -OLD.solde);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN (2, 3, 4) AND NEW.solde <> -1 THEN
    PERFORM paperdesk_add_balance(NEW.company_id, NEW.supplier_id, NEW.origin_type_id, NEW.document_group_id, NEW.currency, NEW.solde);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS documents_balances_upd ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_balances_upd AFTER UPDATE OF status, solde, company_id, supplier_id, origin_type_id, document_group_id, currency ON documents
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.solde IS DISTINCT FROM NEW.solde
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id
    OR OLD.origin_type_id IS DISTINCT FROM NEW.origin_type_id OR OLD.document_group_id IS DISTINCT FROM NEW.document_group_id
    OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION paperdesk_documents_balances();
--> statement-breakpoint
DELETE FROM supplier_balances;
--> statement-breakpoint
INSERT INTO supplier_balances (company_id, supplier_id, origin_type_id, document_group_id, currency, balance)
SELECT company_id, supplier_id, origin_type_id, document_group_id, currency, sum(solde) FROM documents
WHERE status IN (2, 3, 4) AND solde <> -1 AND supplier_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5 HAVING sum(solde) <> 0;
