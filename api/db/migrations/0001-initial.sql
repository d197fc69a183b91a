-- The whole data model of DESIGN.md. Ids are integers; everything an organization owns carries org_id.
CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sender_name TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'assistant')),
  phone TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  sampark_only INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Emails are unique whatever their case.
CREATE UNIQUE INDEX users_email ON users (lower(email));
CREATE INDEX users_org ON users (org_id);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (key, at);

CREATE TABLE invitations (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  client_id TEXT,
  file_name TEXT NOT NULL,
  image_path TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('uploaded', 'extracting', 'extracted', 'generating', 'completed', 'error')),
  extracted_data TEXT,
  generated_letter TEXT,
  generated_letter_finetuned TEXT,
  edited_letter TEXT,
  edited_letter_finetuned TEXT,
  inviter_email TEXT,
  inviter_phone TEXT,
  error_message TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX invitations_client ON invitations (org_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX invitations_org_created ON invitations (org_id, created_at DESC, id DESC);

CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  invitation_id INTEGER NOT NULL UNIQUE REFERENCES invitations(id) ON DELETE CASCADE,
  stage TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  run_after INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX jobs_due ON jobs (run_after);

CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  org_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  client_id TEXT,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  company TEXT,
  position TEXT,
  profession TEXT,
  address TEXT,
  latitude TEXT,
  longitude TEXT,
  location_name TEXT,
  notes TEXT,
  profile_image_path TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX contacts_client ON contacts (org_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX contacts_org ON contacts (org_id, created_at DESC);

CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY,
  invitation_id INTEGER NOT NULL REFERENCES invitations(id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  status TEXT NOT NULL,
  detail TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX deliveries_invitation ON deliveries (invitation_id, created_at DESC);
