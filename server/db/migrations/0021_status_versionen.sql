-- The status translator of the admin area (account-admin.md §4 Display statuses and shipment statuses).
--
-- Display statuses and shipment statuses share the calls of /api/sendungsstati, which name a status by its id alone
-- (update and delete send the status record). One sequence numbers both tables, so an id names exactly one status.
-- The seeded ids (10–40, 101–106, 1000001, 1000002) stay; new statuses start above the fixed display statuses.
CREATE SEQUENCE status_id_seq START 1000003;
ALTER TABLE anzeigestatus ALTER COLUMN id SET DEFAULT nextval('status_id_seq');
ALTER TABLE sendungsstatus ALTER COLUMN id SET DEFAULT nextval('status_id_seq');

-- No lost updates, as for orders: every change raises the version; a save based on an old one answers 409.
ALTER TABLE anzeigestatus ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE anzeigestatus ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE anzeigestatus ADD COLUMN aenderer_id integer REFERENCES benutzer (id) ON DELETE SET NULL;
ALTER TABLE sendungsstatus ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sendungsstatus ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE sendungsstatus ADD COLUMN aenderer_id integer REFERENCES benutzer (id) ON DELETE SET NULL;
CREATE TRIGGER anzeigestatus_version BEFORE UPDATE ON anzeigestatus FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
CREATE TRIGGER sendungsstatus_version BEFORE UPDATE ON sendungsstatus FOR EACH ROW EXECUTE FUNCTION version_erhoehen();
