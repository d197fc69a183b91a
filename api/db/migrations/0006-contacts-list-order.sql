-- The contacts list is ordered by (created_at DESC, id DESC) and paged by that pair: an index
-- holding both answers a page, with its tiebreak, straight from the index.
DROP INDEX IF EXISTS contacts_org;
CREATE INDEX contacts_org_created_id ON contacts (org_id, created_at DESC, id DESC);
