-- The order list without two history lookups per row (issue 17, goal 3).
--
-- Each list row carried the latest shipment status (sdstId) and whether a proof of delivery exists
-- (abliefernachweisExists) as two subqueries into auftragshistorie, one with a sort: about half the page query's
-- time on PGlite. The order now keeps both in columns, set by a trigger on every history change, so every writer
-- (the dispatch system, the seed, ones added later) keeps them right and the list reads them like any column.
-- The trigger writes only when a value changes, and such a write does not raise the order's version: a status
-- message from the dispatch system must not turn a user's open edit into a conflict (it never did).

ALTER TABLE auftrag ADD COLUMN sdst_id integer;
ALTER TABLE auftrag ADD COLUMN abliefernachweis boolean NOT NULL DEFAULT false;

CREATE FUNCTION auftrag_sendungsstand(auftrag integer) RETURNS void LANGUAGE sql AS $$
  UPDATE auftrag a SET sdst_id = st.sdst_id, abliefernachweis = st.abliefernachweis
    FROM (SELECT (SELECT h.sdst_id FROM auftragshistorie h WHERE h.auftrag_id = auftrag ORDER BY h.datum DESC, h.id DESC LIMIT 1) AS sdst_id,
                 EXISTS (SELECT 1 FROM auftragshistorie h JOIN sendungsstatus hs ON hs.id = h.sdst_id
                          WHERE h.auftrag_id = auftrag AND hs.sdst_id_anzeige = 40) AS abliefernachweis) st
   WHERE a.id = auftrag AND (a.sdst_id IS DISTINCT FROM st.sdst_id OR a.abliefernachweis IS DISTINCT FROM st.abliefernachweis);
$$;

CREATE FUNCTION auftragshistorie_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM auftrag_sendungsstand(OLD.auftrag_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.auftrag_id <> OLD.auftrag_id) THEN PERFORM auftrag_sendungsstand(NEW.auftrag_id); END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER auftragshistorie_sendungsstand AFTER INSERT OR UPDATE OR DELETE ON auftragshistorie
  FOR EACH ROW EXECUTE FUNCTION auftragshistorie_geaendert();

-- Only the trigger above writes the two columns, and only when they change: such an update keeps the version.
DROP TRIGGER auftrag_version ON auftrag;
CREATE TRIGGER auftrag_version BEFORE UPDATE ON auftrag FOR EACH ROW
  WHEN (NEW.sdst_id IS NOT DISTINCT FROM OLD.sdst_id AND NEW.abliefernachweis IS NOT DISTINCT FROM OLD.abliefernachweis)
  EXECUTE FUNCTION version_erhoehen();

SELECT auftrag_sendungsstand(id) FROM (SELECT DISTINCT auftrag_id AS id FROM auftragshistorie) h;
