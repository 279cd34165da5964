-- A document's balance (documents.solde, `balance` in the code) is null until validation opens it, instead of -1
-- (issue 22): a credit note left with exactly -1.00 to pay is no longer taken for "no balance yet". The wire keeps
-- -1 (the presenters map null to it). Every predicate, index, trigger and view that tested -1 now tests null.
-- The -1 rows become null while the old triggers still run: to them both -1 and null count nothing (the
-- balances trigger skips -1, and null <> -1 is not true), so supplier balances and figures are unchanged.
DROP INDEX "documents_to_pay_idx";--> statement-breakpoint
DROP INDEX "documents_statement_idx";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "solde" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "solde" DROP NOT NULL;--> statement-breakpoint
UPDATE "documents" SET "solde" = NULL WHERE "solde" = -1;--> statement-breakpoint
CREATE INDEX "documents_to_pay_idx" ON "documents" USING btree ("company_id","origin_type_id","due_date","date","id") WHERE status in (2, 3) and solde is not null and solde <> 0 and (lifecycle_code is null or lifecycle_code not in (210, 213));--> statement-breakpoint
CREATE INDEX "documents_statement_idx" ON "documents" USING btree ("company_id","supplier_id","day","created_at","id") WHERE status in (2, 3, 4) and solde is not null;
--> statement-breakpoint
-- The supplier balances (migration 0025): a counted document with a balance.
CREATE OR REPLACE FUNCTION paperdesk_documents_balances() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN (2, 3, 4) AND OLD.solde IS NOT NULL THEN
    PERFORM paperdesk_add_balance(OLD.company_id, OLD.supplier_id, OLD.origin_type_id, OLD.document_group_id, OLD.currency, -OLD.solde);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN (2, 3, 4) AND NEW.solde IS NOT NULL THEN
    PERFORM paperdesk_add_balance(NEW.company_id, NEW.supplier_id, NEW.origin_type_id, NEW.document_group_id, NEW.currency, NEW.solde);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The dashboard figures (migration 0024): what is owed adds the balances there are (sum skips null).
CREATE OR REPLACE VIEW document_day_figures_expected AS
SELECT company_id, origin_type_id, document_group_id, day, status, currency,
  paperdesk_overdue_from(status, solde, due_date) AS overdue_from,
  count(*)::int AS documents, count(total_ttc)::int AS priced, coalesce(sum(total_ttc), 0) AS ttc,
  coalesce(sum(solde), 0) AS owed
FROM documents
GROUP BY company_id, origin_type_id, document_group_id, day, status, currency, paperdesk_overdue_from(status, solde, due_date);
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
    CASE WHEN p_ttc IS NULL THEN 0 ELSE p_sign END, p_sign * coalesce(p_ttc, 0), p_sign * coalesce(p_solde, 0))
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
