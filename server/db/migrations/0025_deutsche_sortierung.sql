-- German collation for lists sorted by name (account-admin.md §2: "sorted by name with German collation"): Bäckerei
-- before Braun, Äpfel beside Apfel, whatever locale the cluster was created with (PGlite and many servers run C).
-- ICU's German rules, available in PGlite and in every PostgreSQL built with ICU (the default since PostgreSQL 16).
CREATE COLLATION IF NOT EXISTS deutsch (provider = icu, locale = 'de-DE');

-- The address list's default order (name, then id) reads this index instead of sorting all of a tenant's addresses.
DROP INDEX IF EXISTS adresse_mandant_name_idx;
CREATE INDEX adresse_mandant_name_de_idx ON adresse (mandant_id, (name COLLATE deutsch), id);
