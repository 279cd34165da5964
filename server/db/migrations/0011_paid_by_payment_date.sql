-- A paid document's payment date is the day of its latest payment (kept by the ledger from now on):
-- paid invoices are listed by when they were paid, not by their invoice date.
UPDATE documents d SET payment_date = x.last
FROM (SELECT l.document_id, max(p.payment_date) AS last FROM payment_invoices l JOIN payments p ON p.id = l.payment_id GROUP BY 1) x
WHERE d.id = x.document_id AND d.payment_date IS DISTINCT FROM x.last;
--> statement-breakpoint
CREATE INDEX "documents_paid_idx" ON "documents" USING btree ("company_id","origin_type_id","payment_date" DESC NULLS FIRST) WHERE status = 4;
