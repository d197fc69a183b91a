-- The device keeps a copy of the contacts and asks only for what changed since its last visit.
-- One row per contact: its latest change. REPLACE gives a changed contact a new, larger seq (the
-- AUTOINCREMENT never reuses one), and SQLite's single writer makes seq order commit order, so
-- "seq > what the device saw" misses nothing. A deleted contact stays as a tombstone (deleted = 1)
-- so the device learns to drop it. Triggers, not application code: no write path can forget.
CREATE TABLE contact_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  org_id INTEGER NOT NULL,
  contact_id INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  UNIQUE (org_id, contact_id)
);
CREATE INDEX contact_changes_org_seq ON contact_changes (org_id, seq);

INSERT INTO contact_changes (org_id, contact_id) SELECT org_id, id FROM contacts ORDER BY created_at, id;

CREATE TRIGGER contacts_change_insert AFTER INSERT ON contacts BEGIN
  INSERT OR REPLACE INTO contact_changes (org_id, contact_id, deleted) VALUES (NEW.org_id, NEW.id, 0);
END;
CREATE TRIGGER contacts_change_update AFTER UPDATE ON contacts BEGIN
  INSERT OR REPLACE INTO contact_changes (org_id, contact_id, deleted) VALUES (NEW.org_id, NEW.id, 0);
END;
CREATE TRIGGER contacts_change_delete AFTER DELETE ON contacts BEGIN
  INSERT OR REPLACE INTO contact_changes (org_id, contact_id, deleted) VALUES (OLD.org_id, OLD.id, 1);
END;
