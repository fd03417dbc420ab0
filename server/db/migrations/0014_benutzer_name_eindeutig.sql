-- User names are unique regardless of case: the routes check lower(name) before they insert, and this index makes two
-- concurrent creates of 'Demo' and 'demo' (or of the same name) end in a unique violation the error handler answers
-- with 400 'Der Username ist schon vorhanden.' instead of two users.
CREATE UNIQUE INDEX benutzer_name_lower_uq ON benutzer (lower(name));
