-- Dashboard figures kept in the transaction that changes a document (a payment changes its document's
-- status and balance, so it goes through here too), on PGlite and PostgreSQL alike. The key expressions
-- are these functions, shared by the trigger and by the views that recompute the figures from the
-- documents (the backfill below, the scale seed, `npm run summary:check`).

-- The due day that makes a document overdue once past: still owed (status 2-3) with a positive balance.
CREATE OR REPLACE FUNCTION paperdesk_overdue_from(p_status integer, p_solde numeric, p_due date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN p_status IN (2, 3) AND p_solde > 0 THEN p_due END $$;
--> statement-breakpoint
-- A document without a document source is told apart by the name typed on it.
CREATE OR REPLACE FUNCTION paperdesk_figure_supplier_name(p_supplier uuid, p_name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN p_supplier IS NULL THEN coalesce(p_name, '') ELSE '' END $$;
--> statement-breakpoint
CREATE OR REPLACE VIEW document_day_figures_expected AS
SELECT company_id, origin_type_id, document_group_id, day, status, currency,
  paperdesk_overdue_from(status, solde, due_date) AS overdue_from,
  count(*)::int AS documents, count(total_ttc)::int AS priced, coalesce(sum(total_ttc), 0) AS ttc,
  coalesce(sum(solde) FILTER (WHERE solde <> -1), 0) AS owed
FROM documents
GROUP BY company_id, origin_type_id, document_group_id, day, status, currency, paperdesk_overdue_from(status, solde, due_date);
--> statement-breakpoint
CREATE OR REPLACE VIEW document_month_figures_expected AS
SELECT company_id, origin_type_id, document_group_id, date_trunc('month', day)::date AS month, currency, supplier_id,
  paperdesk_figure_supplier_name(supplier_id, suppliername) AS supplier_name, label_id,
  count(*)::int AS documents, coalesce(sum(total_ttc), 0) AS ttc
FROM documents
WHERE status >= 2
GROUP BY company_id, origin_type_id, document_group_id, date_trunc('month', day)::date, currency, supplier_id,
  paperdesk_figure_supplier_name(supplier_id, suppliername), label_id;
--> statement-breakpoint
-- Adds one document's figures (p_sign 1) or takes them away (-1); a row whose count falls to 0 goes.
CREATE OR REPLACE FUNCTION paperdesk_add_figures(p_company uuid, p_origin uuid, p_group uuid, p_day date, p_status integer,
  p_currency text, p_due date, p_ttc numeric, p_solde numeric, p_supplier uuid, p_name text, p_label uuid, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_overdue date := paperdesk_overdue_from(p_status, p_solde, p_due);
  v_month date := date_trunc('month', p_day)::date;
  v_supplier_name text := paperdesk_figure_supplier_name(p_supplier, p_name);
  v_left integer;
BEGIN
  INSERT INTO document_day_figures AS f (company_id, origin_type_id, document_group_id, day, status, currency, overdue_from,
    documents, priced, ttc, owed)
  VALUES (p_company, p_origin, p_group, p_day, p_status, p_currency, v_overdue, p_sign,
    CASE WHEN p_ttc IS NULL THEN 0 ELSE p_sign END, p_sign * coalesce(p_ttc, 0),
    CASE WHEN p_solde <> -1 THEN p_sign * p_solde ELSE 0 END)
  ON CONFLICT ON CONSTRAINT document_day_figures_key DO UPDATE SET documents = f.documents + excluded.documents,
    priced = f.priced + excluded.priced, ttc = f.ttc + excluded.ttc, owed = f.owed + excluded.owed
  RETURNING documents INTO v_left;
  IF v_left = 0 THEN
    DELETE FROM document_day_figures WHERE company_id = p_company AND origin_type_id IS NOT DISTINCT FROM p_origin
      AND document_group_id IS NOT DISTINCT FROM p_group AND day IS NOT DISTINCT FROM p_day AND status = p_status
      AND currency = p_currency AND overdue_from IS NOT DISTINCT FROM v_overdue AND documents = 0;
  END IF;
  IF p_status < 2 THEN RETURN; END IF;
  INSERT INTO document_month_figures AS f (company_id, origin_type_id, document_group_id, month, currency, supplier_id,
    supplier_name, label_id, documents, ttc)
  VALUES (p_company, p_origin, p_group, v_month, p_currency, p_supplier, v_supplier_name, p_label, p_sign,
    p_sign * coalesce(p_ttc, 0))
  ON CONFLICT ON CONSTRAINT document_month_figures_key DO UPDATE SET documents = f.documents + excluded.documents,
    ttc = f.ttc + excluded.ttc
  RETURNING documents INTO v_left;
  IF v_left = 0 THEN
    DELETE FROM document_month_figures WHERE company_id = p_company AND origin_type_id IS NOT DISTINCT FROM p_origin
      AND document_group_id IS NOT DISTINCT FROM p_group AND month IS NOT DISTINCT FROM v_month AND currency = p_currency
      AND supplier_id IS NOT DISTINCT FROM p_supplier AND supplier_name = v_supplier_name
      AND label_id IS NOT DISTINCT FROM p_label AND documents = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_documents_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM paperdesk_add_figures(OLD.company_id, OLD.origin_type_id, OLD.document_group_id, OLD.day, OLD.status,
      OLD.currency, OLD.due_date, OLD.total_ttc, OLD.solde, OLD.supplier_id, OLD.suppliername, OLD.label_id, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM paperdesk_add_figures(NEW.company_id, NEW.origin_type_id, NEW.document_group_id, NEW.day, NEW.status,
      NEW.currency, NEW.due_date, NEW.total_ttc, NEW.solde, NEW.supplier_id, NEW.suppliername, NEW.label_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The figures of these companies recomputed from their documents (after a load with the triggers off).
CREATE OR REPLACE FUNCTION paperdesk_rebuild_figures(p_companies uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM document_day_figures WHERE company_id = ANY(p_companies);
  DELETE FROM document_month_figures WHERE company_id = ANY(p_companies);
  INSERT INTO document_day_figures (company_id, origin_type_id, document_group_id, day, status, currency, overdue_from,
    documents, priced, ttc, owed)
  SELECT company_id, origin_type_id, document_group_id, day, status, currency, overdue_from, documents, priced, ttc, owed
  FROM document_day_figures_expected WHERE company_id = ANY(p_companies);
  INSERT INTO document_month_figures (company_id, origin_type_id, document_group_id, month, currency, supplier_id,
    supplier_name, label_id, documents, ttc)
  SELECT company_id, origin_type_id, document_group_id, month, currency, supplier_id, supplier_name, label_id, documents, ttc
  FROM document_month_figures_expected WHERE company_id = ANY(p_companies);
END $$;
--> statement-breakpoint
SELECT paperdesk_rebuild_figures(ARRAY(SELECT id FROM companies));
--> statement-breakpoint
CREATE TRIGGER documents_figures_ins AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_figures();
--> statement-breakpoint
CREATE TRIGGER documents_figures_del AFTER DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION paperdesk_documents_figures();
--> statement-breakpoint
CREATE TRIGGER documents_figures_upd AFTER UPDATE OF company_id, origin_type_id, document_group_id, date, created_at, status,
  currency, total_ttc, solde, due_date, supplier_id, suppliername, label_id ON documents
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.origin_type_id IS DISTINCT FROM NEW.origin_type_id
    OR OLD.document_group_id IS DISTINCT FROM NEW.document_group_id OR OLD.date IS DISTINCT FROM NEW.date
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.total_ttc IS DISTINCT FROM NEW.total_ttc
    OR OLD.solde IS DISTINCT FROM NEW.solde OR OLD.due_date IS DISTINCT FROM NEW.due_date
    OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id OR OLD.suppliername IS DISTINCT FROM NEW.suppliername
    OR OLD.label_id IS DISTINCT FROM NEW.label_id)
  EXECUTE FUNCTION paperdesk_documents_figures();
