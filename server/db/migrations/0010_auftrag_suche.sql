-- Two searches of the order list that still read every order of a date range at a million orders.
--
-- 1. Free text (every word as LIKE '%word%' on the search text) through a trigram index: a word that few
--    orders contain (an order number, a reference, a rare name) no longer reads the search text of every order
--    in the range. At a million orders in one tenant a 16-day range holds about 180,000 orders; a search without
--    hits read all of them (about 1 s on PGlite). For words most orders contain the planner keeps the date index.
-- 2. Offene Aufträge (status 1) in each date category, in the list's order: the count reads the index alone and
--    page 1 reads one page of entries (0004 had one for the capture date only, in the opposite NULLS order).

CREATE INDEX auftrag_suchtext_trgm_idx ON auftrag USING gin (suchtext gin_trgm_ops);

DROP INDEX auftrag_offen_idx;
CREATE INDEX auftrag_offen_datum_idx ON auftrag (mandant_id, datum NULLS FIRST, id) WHERE status_id = 1;
CREATE INDEX auftrag_offen_abhol_idx ON auftrag (mandant_id, abhol_datum NULLS FIRST, id) WHERE status_id = 1;
CREATE INDEX auftrag_offen_zustell_idx ON auftrag (mandant_id, zustell_datum NULLS FIRST, id) WHERE status_id = 1;
