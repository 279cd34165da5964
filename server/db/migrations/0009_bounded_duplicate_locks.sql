-- The duplicate flag's lock: one of 4096 buckets per (account, supplier, number) group instead of one
-- lock per group, so a transaction touching many documents (a batch import, deleting many) holds at
-- most 4096 advisory locks rather than exhausting the lock table. Two groups sharing a bucket only wait
-- for each other.
CREATE OR REPLACE FUNCTION paperdesk_mark_duplicates(p_account uuid, p_supplier uuid, p_key text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_supplier IS NULL OR p_key IS NULL OR p_key = '' THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(727274, abs(hashtext(p_account::text || '|' || p_supplier::text || '|' || p_key)) % 4096);
  UPDATE documents d SET is_duplicate = g.dup
  FROM (SELECT id, count(*) OVER () > 1 AS dup FROM documents
        WHERE account_id = p_account AND supplier_id = p_supplier AND lower(trim(number)) = p_key) g
  WHERE d.id = g.id AND d.is_duplicate IS DISTINCT FROM g.dup;
END $$;
