-- A million orders stay fast to search and to sort by any column of the order list.
--
-- 1. The stored document (daten, about 2.4 kB as text) moves out of the table row into TOAST as soon as a row
--    passes 128 bytes, so the rows that counting, date filters and the free-text search scan are narrow
--    (13 MB instead of 163 MB at 100,000 orders). The search text stays in the row (MAIN): the free-text
--    filter reads it for every order in the date range.
-- 2. One index per sortable document field of the order list's column documents (schemas/grids/
--    auftragsresearch.columns.json and its variants), within the tenant, with the id as tie-breaker: page 1 of
--    a sorted list reads 13 index entries instead of sorting every order of the date range. The expressions are
--    exactly those of server/orders/sortKeys.ts; tests/api/auftraegeSortIndex.test.ts fails for a sortable column
--    without its index here.
-- 3. The stored columns in the same shape. The date indexes of 0004 (datum DESC, NULLS FIRST) could bound a date
--    range but not give the list's order (newest first, empty dates last), so every search sorted its whole
--    range: they are replaced by indexes that do both.

ALTER TABLE auftrag SET (toast_tuple_target = 128);
ALTER TABLE auftrag ALTER COLUMN suchtext SET STORAGE MAIN;

DROP INDEX auftrag_datum_idx;
DROP INDEX auftrag_abhol_idx;
DROP INDEX auftrag_zustell_idx;
CREATE INDEX auftrag_datum_idx ON auftrag (mandant_id, datum NULLS FIRST, id);
CREATE INDEX auftrag_abhol_idx ON auftrag (mandant_id, abhol_datum NULLS FIRST, id);
CREATE INDEX auftrag_zustell_idx ON auftrag (mandant_id, zustell_datum NULLS FIRST, id);
CREATE INDEX auftrag_sort_spedeigennr_idx ON auftrag (mandant_id, spedeigennr NULLS FIRST, id);
CREATE INDEX auftrag_sort_status_idx ON auftrag (mandant_id, status_id NULLS FIRST, id);
CREATE INDEX auftrag_sort_geaendert_idx ON auftrag (mandant_id, geaendert NULLS FIRST, id);
CREATE INDEX auftrag_sort_spedfremdnr_idx ON auftrag (mandant_id, lower(daten #>> '{spedfremdnr}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_empfaengerreferenz_idx ON auftrag (mandant_id, lower(daten #>> '{empfaengerReferenz}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_partnerreferenz_idx ON auftrag (mandant_id, lower(daten #>> '{partnerReferenz}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_absenderadresse_name_idx ON auftrag (mandant_id, lower(daten #>> '{absenderAdresse,name}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_absenderadresse_strasse_idx ON auftrag (mandant_id, lower(daten #>> '{absenderAdresse,strasse}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_absenderadresse_lkz_idx ON auftrag (mandant_id, lower(daten #>> '{absenderAdresse,lkz}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_absenderadresse_plz_idx ON auftrag (mandant_id, lower(daten #>> '{absenderAdresse,plz}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_absenderadresse_ort_idx ON auftrag (mandant_id, lower(daten #>> '{absenderAdresse,ort}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_empfaengeradresse_name_idx ON auftrag (mandant_id, lower(daten #>> '{empfaengerAdresse,name}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_empfaengeradresse_strasse_idx ON auftrag (mandant_id, lower(daten #>> '{empfaengerAdresse,strasse}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_empfaengeradresse_lkz_idx ON auftrag (mandant_id, lower(daten #>> '{empfaengerAdresse,lkz}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_empfaengeradresse_plz_idx ON auftrag (mandant_id, lower(daten #>> '{empfaengerAdresse,plz}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_empfaengeradresse_ort_idx ON auftrag (mandant_id, lower(daten #>> '{empfaengerAdresse,ort}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_abholdatumbis_idx ON auftrag (mandant_id, lower(daten #>> '{abholDatumBis}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_zustelldatumbis_idx ON auftrag (mandant_id, lower(daten #>> '{zustellDatumBis}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_frankatur_id_idx ON auftrag (mandant_id, (daten #> '{frankatur,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_verkehrsart_id_idx ON auftrag (mandant_id, (daten #> '{verkehrsart,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_terminkennzeichen_id_idx ON auftrag (mandant_id, (daten #> '{terminkennzeichen,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_zustellkennzeichen_id_idx ON auftrag (mandant_id, (daten #> '{zustellkennzeichen,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_sumverpackunganzahl_idx ON auftrag (mandant_id, (daten #> '{sumVerpackungAnzahl}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_sumlademittelanzahl_idx ON auftrag (mandant_id, (daten #> '{sumLademittelAnzahl}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_sumbruttogewicht_idx ON auftrag (mandant_id, (daten #> '{sumBruttoGewicht}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_mitgefahrguetern_idx ON auftrag (mandant_id, (daten #> '{mitGefahrguetern}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_nachnahmebetrag_idx ON auftrag (mandant_id, (daten #> '{nachnahmeBetrag}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_nachnahmewaehrung_id_idx ON auftrag (mandant_id, (daten #> '{nachnahmeWaehrung,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_berechnbetrag_idx ON auftrag (mandant_id, (daten #> '{berechnBetrag}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_berechnwaehrung_id_idx ON auftrag (mandant_id, (daten #> '{berechnWaehrung,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_hinweis_idx ON auftrag (mandant_id, lower(daten #>> '{hinweis}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_dispohinweis_idx ON auftrag (mandant_id, lower(daten #>> '{dispohinweis}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_spotpreisnr_idx ON auftrag (mandant_id, lower(daten #>> '{spotpreisnr}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_zollvermerk_idx ON auftrag (mandant_id, lower(daten #>> '{zollvermerk}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_sperrigkeit_id_idx ON auftrag (mandant_id, (daten #> '{sperrigkeit,id}') NULLS FIRST, id);
CREATE INDEX auftrag_sort_sumpackstueckanzahl_idx ON auftrag (mandant_id, (daten #> '{sumPackstueckAnzahl}') NULLS FIRST, id);
