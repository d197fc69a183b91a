-- A version per organization and list, bumped by every write to the list's table, so an answer
-- can be known unchanged (and answered 304) with one lookup instead of being built and hashed.
-- Triggers, not application code: no write path can forget to bump it.
CREATE TABLE list_versions (
  org_id INTEGER NOT NULL,
  list TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (org_id, list)
) WITHOUT ROWID;

CREATE TRIGGER contacts_version_insert AFTER INSERT ON contacts BEGIN
  INSERT INTO list_versions (org_id, list, version) VALUES (NEW.org_id, 'contacts', 1)
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER contacts_version_update AFTER UPDATE ON contacts BEGIN
  INSERT INTO list_versions (org_id, list, version) VALUES (NEW.org_id, 'contacts', 1)
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER contacts_version_delete AFTER DELETE ON contacts BEGIN
  INSERT INTO list_versions (org_id, list, version) VALUES (OLD.org_id, 'contacts', 1)
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;

-- The invitations list shows each invitation with its deliveries (and whether one was a review).
CREATE TRIGGER invitations_version_insert AFTER INSERT ON invitations BEGIN
  INSERT INTO list_versions (org_id, list, version) VALUES (NEW.org_id, 'invitations', 1)
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER invitations_version_update AFTER UPDATE ON invitations BEGIN
  INSERT INTO list_versions (org_id, list, version) VALUES (NEW.org_id, 'invitations', 1)
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER invitations_version_delete AFTER DELETE ON invitations BEGIN
  INSERT INTO list_versions (org_id, list, version) VALUES (OLD.org_id, 'invitations', 1)
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
-- Deliveries reach their organization through their invitation (gone already when the delete
-- cascades from it, which the invitation's own trigger has counted).
CREATE TRIGGER deliveries_version_insert AFTER INSERT ON deliveries BEGIN
  INSERT INTO list_versions (org_id, list, version) SELECT org_id, 'invitations', 1 FROM invitations WHERE id = NEW.invitation_id
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER deliveries_version_update AFTER UPDATE ON deliveries BEGIN
  INSERT INTO list_versions (org_id, list, version) SELECT org_id, 'invitations', 1 FROM invitations WHERE id = NEW.invitation_id
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER deliveries_version_delete AFTER DELETE ON deliveries BEGIN
  INSERT INTO list_versions (org_id, list, version) SELECT org_id, 'invitations', 1 FROM invitations WHERE id = OLD.invitation_id
    ON CONFLICT (org_id, list) DO UPDATE SET version = version + 1;
END;
