-- Premium delivery areas of the client (account-admin.md §2 'Premium import (.xlsx) only if isBexPremium is set';
-- orders.md §9 'premium Terminart range 50-52'): per country a postcode range and the premium Terminart offered there.
-- An import replaces the whole list in one transaction (all or nothing); zeile is the row of the imported sheet.
CREATE TABLE premium_gebiet (
  id serial PRIMARY KEY,
  lkz text NOT NULL,
  plz_von text NOT NULL,
  plz_bis text NOT NULL,
  terminart integer NOT NULL CHECK (terminart BETWEEN 50 AND 52),
  zeile integer NOT NULL,
  dateiname text NOT NULL,
  importiert timestamptz NOT NULL DEFAULT now(),
  importeur_id integer REFERENCES benutzer (id) ON DELETE SET NULL
);
CREATE INDEX premium_gebiet_lkz ON premium_gebiet (lkz, plz_von);
