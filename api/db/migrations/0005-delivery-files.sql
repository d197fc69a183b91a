-- The files a send left on the server (review PDF, .eml), as JSON text of absolute paths, so that
-- deleting the invitation removes them with the bytes they count in the quota.
ALTER TABLE deliveries ADD COLUMN stored_files TEXT NOT NULL DEFAULT '[]';
