-- Derived facts kept by the database itself, in the transaction that changes their source, whatever code
-- path changes it: the duplicate flag, suppliers' balances and typed keyword values. Also the search
-- indexes (trigram where pg_trgm is available, full text on the document's content).

-- Trigram indexes make ILIKE on invoice numbers and names use an index (PGlite loads pg_trgm too).
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available (%): name and number searches will scan', SQLERRM;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS documents_number_trgm_idx ON documents USING gin (number gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS documents_suppliername_trgm_idx ON documents USING gin (suppliername gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS suppliers_name_trgm_idx ON suppliers USING gin (name gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- Free-text search of what was read on the document (words, prefixes), instead of ILIKE over every text.
ALTER TABLE documents ADD COLUMN content_tsv tsvector
  GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, left(content, 200000))) STORED;
--> statement-breakpoint
CREATE INDEX documents_content_tsv_idx ON documents USING gin (content_tsv);
--> statement-breakpoint

-- The duplicate flag of one (account, supplier, normalised number) group, recomputed under a lock on the
-- group so that two documents written at once still see each other.
CREATE OR REPLACE FUNCTION paperdesk_mark_duplicates(p_account uuid, p_supplier uuid, p_key text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_supplier IS NULL OR p_key IS NULL OR p_key = '' THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended(p_account::text || '|' || p_supplier::text || '|' || p_key, 727274));
  UPDATE documents d SET is_duplicate = g.dup
  FROM (SELECT id, count(*) OVER () > 1 AS dup FROM documents
        WHERE account_id = p_account AND supplier_id = p_supplier AND lower(trim(number)) = p_key) g
  WHERE d.id = g.id AND d.is_duplicate IS DISTINCT FROM g.dup;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_documents_duplicates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM paperdesk_mark_duplicates(OLD.account_id, OLD.supplier_id, lower(trim(OLD.number)));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.supplier_id IS NULL OR trim(NEW.number) = '' THEN
      UPDATE documents SET is_duplicate = false WHERE id = NEW.id AND is_duplicate;
    ELSE
      PERFORM paperdesk_mark_duplicates(NEW.account_id, NEW.supplier_id, lower(trim(NEW.number)));
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A supplier's balance: the open balances of its counted documents (validated, partly paid, paid). This
-- equals its statement (invoiced minus paid), since every payment line lowers its document's balance.
CREATE OR REPLACE FUNCTION paperdesk_add_balance(p_company uuid, p_supplier uuid, p_origin uuid, p_group uuid, p_delta numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_supplier IS NULL OR p_delta = 0 THEN RETURN; END IF;
  INSERT INTO supplier_balances AS b (company_id, supplier_id, origin_type_id, document_group_id, balance)
  VALUES (p_company, p_supplier, p_origin, p_group, p_delta)
  ON CONFLICT ON CONSTRAINT supplier_balances_key DO UPDATE SET balance = b.balance + excluded.balance;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_documents_balances() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN (2, 3, 4) AND OLD.solde <> -1 THEN
    PERFORM paperdesk_add_balance(OLD.company_id, OLD.supplier_id, OLD.origin_type_id, OLD.document_group_id, -OLD.solde);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN (2, 3, 4) AND NEW.solde <> -1 THEN
    PERFORM paperdesk_add_balance(NEW.company_id, NEW.supplier_id, NEW.origin_type_id, NEW.document_group_id, NEW.solde);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Keyword values, typed: numbers and dates parsed once, when the document is written.
CREATE OR REPLACE FUNCTION paperdesk_try_date(p text) RETURNS date
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN p::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_documents_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM document_values WHERE document_id = NEW.id;
  END IF;
  IF jsonb_typeof(NEW.data) = 'array' THEN
    INSERT INTO document_values (document_id, keyword_id, text_value, num_value, date_value)
    SELECT NEW.id, (e->>'keyworduuid')::uuid, v,
      CASE WHEN v ~ '^[+-]?[0-9]{1,20}([.][0-9]{1,10})?$' THEN v::numeric END,
      CASE WHEN v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN paperdesk_try_date(v) END
    FROM jsonb_array_elements(NEW.data) e, LATERAL (SELECT e->>'value' AS v) x
    WHERE jsonb_typeof(e) = 'object' AND v IS NOT NULL
      AND e->>'keyworduuid' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- What existing data implies, before the triggers take over.
UPDATE documents d SET is_duplicate = true
FROM (SELECT account_id, supplier_id, lower(trim(number)) AS k FROM documents
      WHERE supplier_id IS NOT NULL AND trim(number) <> '' GROUP BY 1, 2, 3 HAVING count(*) > 1) g
WHERE d.account_id = g.account_id AND d.supplier_id = g.supplier_id AND lower(trim(d.number)) = g.k;
--> statement-breakpoint
INSERT INTO supplier_balances (company_id, supplier_id, origin_type_id, document_group_id, balance)
SELECT company_id, supplier_id, origin_type_id, document_group_id, sum(solde) FROM documents
WHERE status IN (2, 3, 4) AND solde <> -1 AND supplier_id IS NOT NULL
GROUP BY 1, 2, 3, 4 HAVING sum(solde) <> 0;
--> statement-breakpoint
INSERT INTO document_values (document_id, keyword_id, text_value, num_value, date_value)
SELECT d.id, (e->>'keyworduuid')::uuid, x.v,
  CASE WHEN x.v ~ '^[+-]?[0-9]{1,20}([.][0-9]{1,10})?$' THEN x.v::numeric END,
  CASE WHEN x.v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN paperdesk_try_date(x.v) END
FROM documents d, jsonb_array_elements(CASE WHEN jsonb_typeof(d.data) = 'array' THEN d.data ELSE '[]'::jsonb END) e,
  LATERAL (SELECT e->>'value' AS v) x
WHERE jsonb_typeof(e) = 'object' AND x.v IS NOT NULL
  AND e->>'keyworduuid' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
--> statement-breakpoint

CREATE TRIGGER documents_duplicates_ins AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_duplicates();
--> statement-breakpoint
CREATE TRIGGER documents_duplicates_del AFTER DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_duplicates();
--> statement-breakpoint
CREATE TRIGGER documents_duplicates_upd AFTER UPDATE OF account_id, supplier_id, number ON documents
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id
    OR lower(trim(OLD.number)) IS DISTINCT FROM lower(trim(NEW.number)))
  EXECUTE FUNCTION paperdesk_documents_duplicates();
--> statement-breakpoint
CREATE TRIGGER documents_balances_ins AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_balances();
--> statement-breakpoint
CREATE TRIGGER documents_balances_del AFTER DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_balances();
--> statement-breakpoint
CREATE TRIGGER documents_balances_upd AFTER UPDATE OF status, solde, company_id, supplier_id, origin_type_id, document_group_id ON documents
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.solde IS DISTINCT FROM NEW.solde
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id
    OR OLD.origin_type_id IS DISTINCT FROM NEW.origin_type_id OR OLD.document_group_id IS DISTINCT FROM NEW.document_group_id)
  EXECUTE FUNCTION paperdesk_documents_balances();
--> statement-breakpoint
CREATE TRIGGER documents_values_ins AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_values();
--> statement-breakpoint
CREATE TRIGGER documents_values_upd AFTER UPDATE OF data ON documents
  FOR EACH ROW WHEN (OLD.data IS DISTINCT FROM NEW.data)
  EXECUTE FUNCTION paperdesk_documents_values();
