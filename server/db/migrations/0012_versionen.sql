-- No lost updates (issue 12, item 5): orders, addresses, templates, users and tenants carry a version that every
-- UPDATE raises by one. A save names the version it was based on and changes the row only where that version is
-- still stored (UPDATE … WHERE id = $1 AND version = $2), so of two saves of the same version exactly one wins;
-- the other answers 409 naming who changed the record last and when (aenderer_id, geaendert).
--
-- The version is raised by a trigger, not by each statement: every writer (capture, hand-over marks, price
-- results of the dispatch system, admin changes) counts, also ones added later.

CREATE FUNCTION version_erhoehen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;

ALTER TABLE auftrag ADD COLUMN version integer NOT NULL DEFAULT 1;

ALTER TABLE adresse ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE adresse ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE adresse ADD COLUMN aenderer_id integer REFERENCES benutzer (id) ON DELETE SET NULL;

ALTER TABLE auftragsvorlage ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE auftragsvorlage ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE auftragsvorlage ADD COLUMN aenderer_id integer REFERENCES benutzer (id) ON DELETE SET NULL;

-- benutzer has its change time already (changed).
ALTER TABLE benutzer ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE benutzer ADD COLUMN aenderer_id integer REFERENCES benutzer (id) ON DELETE SET NULL;

ALTER TABLE mandant ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE mandant ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE mandant ADD COLUMN aenderer_id integer REFERENCES benutzer (id) ON DELETE SET NULL;

CREATE TRIGGER auftrag_version BEFORE UPDATE ON auftrag FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
CREATE TRIGGER adresse_version BEFORE UPDATE ON adresse FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
CREATE TRIGGER auftragsvorlage_version BEFORE UPDATE ON auftragsvorlage FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
CREATE TRIGGER benutzer_version BEFORE UPDATE ON benutzer FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
CREATE TRIGGER mandant_version BEFORE UPDATE ON mandant FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
