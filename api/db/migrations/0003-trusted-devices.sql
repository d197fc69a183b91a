-- Browsers that have signed in to an account before (a random cookie, stored hashed). Failed
-- sign-ins from elsewhere cannot hold these back: an outsider cannot lock the owner out.
CREATE TABLE trusted_devices (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);
