-- Orders per tenant, date category and day, open or not: the count of a list search without free text.
--
-- Every list search is a tenant, a date category and a range of whole days (Bis inclusive), perhaps only open orders.
-- Counting them read up to 10,001 index entries per new filter; summing these rows reads one per day of the range.
-- Kept by statement triggers on auftrag, so every writer (the server, the seed, the dispatch stand-in, the bench's
-- generator) keeps them right. A day is the capture timestamp's date in the session's time zone, the same date the
-- search's `datum >= $von::date` compares with. An order without a Versand- or Zustelldatum counts under '-infinity',
-- which only a search without a range sums.

CREATE TABLE auftrag_tageszahl (
  mandant_id integer NOT NULL,
  -- Datumskategorie of the search: 0 Erfassungsdatum (datum), 1 Versanddatum (abhol_datum), 2 Zustelldatum.
  datum_typ  smallint NOT NULL,
  tag        date NOT NULL,
  offen      boolean NOT NULL,
  anzahl     integer NOT NULL,
  PRIMARY KEY (mandant_id, datum_typ, tag, offen)
);

-- The rows' counts (+1 each for new rows, -1 for old ones) added to their days; rows of zero stay (a day comes back).
CREATE FUNCTION auftrag_tageszahl_aendern() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO auftrag_tageszahl AS z (mandant_id, datum_typ, tag, offen, anzahl)
    SELECT a.mandant_id, t.typ, t.tag, a.status_id = 1, -count(*)::int
      FROM alt a,
           LATERAL (VALUES (0::smallint, a.datum::date),
                           (1::smallint, coalesce(a.abhol_datum, '-infinity'::date)),
                           (2::smallint, coalesce(a.zustell_datum, '-infinity'::date))) t(typ, tag)
     GROUP BY 1, 2, 3, 4
    ON CONFLICT (mandant_id, datum_typ, tag, offen) DO UPDATE SET anzahl = z.anzahl + EXCLUDED.anzahl;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO auftrag_tageszahl AS z (mandant_id, datum_typ, tag, offen, anzahl)
    SELECT a.mandant_id, t.typ, t.tag, a.status_id = 1, count(*)::int
      FROM neu a,
           LATERAL (VALUES (0::smallint, a.datum::date),
                           (1::smallint, coalesce(a.abhol_datum, '-infinity'::date)),
                           (2::smallint, coalesce(a.zustell_datum, '-infinity'::date))) t(typ, tag)
     GROUP BY 1, 2, 3, 4
    ON CONFLICT (mandant_id, datum_typ, tag, offen) DO UPDATE SET anzahl = z.anzahl + EXCLUDED.anzahl;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER auftrag_tageszahl_neu AFTER INSERT ON auftrag REFERENCING NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION auftrag_tageszahl_aendern();
CREATE TRIGGER auftrag_tageszahl_geaendert AFTER UPDATE ON auftrag REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION auftrag_tageszahl_aendern();
CREATE TRIGGER auftrag_tageszahl_geloescht AFTER DELETE ON auftrag REFERENCING OLD TABLE AS alt
  FOR EACH STATEMENT EXECUTE FUNCTION auftrag_tageszahl_aendern();

INSERT INTO auftrag_tageszahl (mandant_id, datum_typ, tag, offen, anzahl)
SELECT a.mandant_id, t.typ, t.tag, a.status_id = 1, count(*)::int
  FROM auftrag a,
       LATERAL (VALUES (0::smallint, a.datum::date),
                       (1::smallint, coalesce(a.abhol_datum, '-infinity'::date)),
                       (2::smallint, coalesce(a.zustell_datum, '-infinity'::date))) t(typ, tag)
 GROUP BY 1, 2, 3, 4;
