-- Address search as the user types (GET /api/adressen/search, the capture screen's 'Adresse suchen'): each word is a
-- substring of the lower-cased search text (number, name, name addition, postcode, place, street, matchcode). A trigram
-- index answers LIKE '%wort%' without reading a tenant's whole address book; the tenant condition uses adresse_mandant_name_idx.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX adresse_suchtext_trgm_idx ON adresse USING gin (suchtext gin_trgm_ops);
