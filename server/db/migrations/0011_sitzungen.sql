-- Sessions follow the account (issue 12, items 2 and 3).
--
-- 1. session_version: bumped by a password change, deactivation or a change of rights; every access token carries
--    the version it was issued under (claim sv) and is refused once the user's version moved on.
-- 2. successor_sealed: the successor a rotated refresh token was replaced by, AES-GCM-sealed with a key derived from
--    the presented token itself, so the same token presented again within the grace window (several tabs, a retried
--    request) gets the same pair back; the database alone cannot open it.
-- 3. access_token_sperre: the ids (jti) of logged-out access tokens until they expire, so a logout in one tab ends
--    that token without ending the user's other sessions.

ALTER TABLE benutzer ADD COLUMN session_version integer NOT NULL DEFAULT 1;

ALTER TABLE refresh_token ADD COLUMN successor_sealed text;

CREATE TABLE access_token_sperre (
  jti         uuid PRIMARY KEY,
  benutzer_id integer NOT NULL REFERENCES benutzer (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);

CREATE INDEX access_token_sperre_benutzer_idx ON access_token_sperre (benutzer_id);
