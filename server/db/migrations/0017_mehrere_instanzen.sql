-- Several server processes on one PostgreSQL database share what used to live in each process.
--
-- 1. versuch_zaehler: the brute-force counters (server/plugins/bruteForce.ts), one row per key (policy, kind and name
--    or address) with the start of its window (milliseconds of the server clock) and the attempts in it, changed by
--    one upsert per attempt, so every process counts against the same budget. UNLOGGED: a crash may reset the
--    counters, and an attempt costs no WAL sync.
-- 2. Change notifications on channel disponent_aenderung (server/db/changeFeed.ts): the transaction that changes a
--    session or an order sends NOTIFY, delivered at its commit to every process listening, which drops its cached
--    entry. Triggers rather than calls in the routes, so every writer notifies. Payloads: 'sitzung:<benutzer id>'
--    (session version raised, user deleted, access token logged out), 'auftraege' (an order or tenant written).

CREATE UNLOGGED TABLE versuch_zaehler (
  schluessel     text PRIMARY KEY,
  fenster_beginn bigint NOT NULL,
  anzahl         integer NOT NULL
);

CREATE FUNCTION sitzung_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('disponent_aenderung', 'sitzung:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END;
$$;
CREATE TRIGGER benutzer_sitzung_geaendert AFTER UPDATE OF session_version OR DELETE ON benutzer
  FOR EACH ROW EXECUTE FUNCTION sitzung_geaendert();

CREATE FUNCTION zugang_gesperrt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('disponent_aenderung', 'sitzung:' || NEW.benutzer_id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER access_token_sperre_gemeldet AFTER INSERT ON access_token_sperre
  FOR EACH ROW EXECUTE FUNCTION zugang_gesperrt();

CREATE FUNCTION auftraege_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('disponent_aenderung', 'auftraege');
  RETURN NULL;
END;
$$;
CREATE TRIGGER auftrag_gemeldet AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auftrag
  FOR EACH STATEMENT EXECUTE FUNCTION auftraege_geaendert();
CREATE TRIGGER mandant_gemeldet AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mandant
  FOR EACH STATEMENT EXECUTE FUNCTION auftraege_geaendert();
