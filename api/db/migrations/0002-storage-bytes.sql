-- Bytes of the stored photo of each row, summed per organization for ORG_STORAGE_QUOTA_MB.
-- Rows from before this migration count as 0 until their photo is replaced.
ALTER TABLE invitations ADD COLUMN image_bytes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contacts ADD COLUMN image_bytes INTEGER NOT NULL DEFAULT 0;
