-- The order list's free text within the tenant (issue 17).
--
-- The trigram index of 0010 held every tenant's search text: a word that is rare in one tenant but common in
-- others (a reference prefix, a town) made the index return the other tenants' orders too, which the filter
-- then threw away row by row. With btree_gin the tenant is the first column of the same GIN index, so the
-- index answers only the tenant's orders that contain all trigrams of every word.

CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX auftrag_suchtext_mandant_trgm_idx ON auftrag USING gin (mandant_id, suchtext gin_trgm_ops);
DROP INDEX auftrag_suchtext_trgm_idx;
