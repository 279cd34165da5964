-- The generic document source (suppliers.divers) holds documents of many suppliers: there, a document is a
-- duplicate only of one with the same number AND the same supplier name, as the review's live check says
-- (server/src/modules/documents/sellerMatch.ts). The name is compared as normName does: case, accents,
-- punctuation and legal forms (SAS, SARL, GmbH, Ltd, B.V....) ignored.
CREATE OR REPLACE FUNCTION paperdesk_name_key(p text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          translate(lower(coalesce(p, '')), 'àáâãäåāçćčèéêëēėęìíîïīłñńòóôõöøōùúûüūýÿžźżßœæ',
                                            'aaaaaaaccceeeeeeeiiiiilnnooooooouuuuuyyzzzsoa'),
          '[.''’]', '', 'g'),
        '[^a-z0-9]+', ' ', 'g'),
      '\m(sa|sas|sasu|sarl|eurl|sci|snc|scop|scp|selarl|gie|gmbh|ag|kg|ohg|ug|kgaa|ev|eg|gbr|co|cie|ltd|limited|inc|incorporated|llc|llp|lp|plc|corp|corporation|company|bv|nv|vof|cv|pvt|private|srl|spa|sl|sprl|bvba|ab|as|asa|oy|oyj|kft|sro|aps|mbh|haftungsbeschrankt)\M',
      ' ', 'g'),
    ' +', ' ', 'g'))
$$;
--> statement-breakpoint
-- p_name: the document's supplier name, used only when the source is the generic one.
CREATE OR REPLACE FUNCTION paperdesk_mark_duplicates(p_account uuid, p_supplier uuid, p_key text, p_name text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  generic boolean;
  name_key text;
BEGIN
  IF p_supplier IS NULL OR p_key IS NULL OR p_key = '' THEN RETURN; END IF;
  SELECT divers INTO generic FROM suppliers WHERE id = p_supplier;
  IF NOT coalesce(generic, false) THEN
    PERFORM paperdesk_mark_duplicates(p_account, p_supplier, p_key);
    RETURN;
  END IF;
  name_key := paperdesk_name_key(p_name);
  IF name_key = '' THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(727274, abs(hashtext(p_account::text || '|' || p_supplier::text || '|' || p_key)) % 4096);
  UPDATE documents d SET is_duplicate = g.dup
  FROM (SELECT id, count(*) OVER () > 1 AS dup FROM documents
        WHERE account_id = p_account AND supplier_id = p_supplier AND lower(trim(number)) = p_key
          AND paperdesk_name_key(suppliername) = name_key) g
  WHERE d.id = g.id AND d.is_duplicate IS DISTINCT FROM g.dup;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION paperdesk_documents_duplicates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM paperdesk_mark_duplicates(OLD.account_id, OLD.supplier_id, lower(trim(OLD.number)), OLD.suppliername);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.supplier_id IS NULL OR trim(NEW.number) = '' THEN
      UPDATE documents SET is_duplicate = false WHERE id = NEW.id AND is_duplicate;
    ELSE
      -- a generic-source document without a supplier name is nobody's duplicate
      UPDATE documents d SET is_duplicate = false FROM suppliers s
        WHERE d.id = NEW.id AND d.is_duplicate AND s.id = NEW.supplier_id AND s.divers
          AND paperdesk_name_key(NEW.suppliername) = '';
      PERFORM paperdesk_mark_duplicates(NEW.account_id, NEW.supplier_id, lower(trim(NEW.number)), NEW.suppliername);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the supplier name now counts: a change of it recomputes the flags of the old and new groups
DROP TRIGGER IF EXISTS documents_duplicates_upd ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_duplicates_upd AFTER UPDATE OF account_id, supplier_id, number, suppliername ON documents
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.supplier_id IS DISTINCT FROM NEW.supplier_id
    OR lower(trim(OLD.number)) IS DISTINCT FROM lower(trim(NEW.number))
    OR paperdesk_name_key(OLD.suppliername) IS DISTINCT FROM paperdesk_name_key(NEW.suppliername))
  EXECUTE FUNCTION paperdesk_documents_duplicates();
--> statement-breakpoint
-- the flags already stored for the generic source, recomputed by supplier name
UPDATE documents d SET is_duplicate = g.dup
FROM (SELECT doc.id,
             paperdesk_name_key(doc.suppliername) <> ''
             AND count(*) OVER (PARTITION BY doc.account_id, doc.supplier_id, lower(trim(doc.number)),
                                paperdesk_name_key(doc.suppliername)) > 1 AS dup
      FROM documents doc JOIN suppliers s ON s.id = doc.supplier_id
      WHERE s.divers AND trim(doc.number) <> '') g
WHERE d.id = g.id AND d.is_duplicate IS DISTINCT FROM g.dup;
