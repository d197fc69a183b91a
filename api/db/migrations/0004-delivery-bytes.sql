-- Bytes a send left on this server (the review PDF under pdfs/, the .eml under mail/), counted in
-- ORG_STORAGE_QUOTA_MB with the photos. Sends from before this migration count as 0.
ALTER TABLE deliveries ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0;
