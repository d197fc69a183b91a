-- What a letterhead and a signature need: the organization's address, the place letters are
-- signed at, its phone and email, and the signer's designation (sender_name already exists).
ALTER TABLE organizations ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN place TEXT NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE organizations ADD COLUMN sender_designation TEXT NOT NULL DEFAULT '';

-- The same details as written in each letter language ('' = transliterate the Latin form).
CREATE TABLE organization_languages (
  org_id INTEGER NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  place TEXT NOT NULL DEFAULT '',
  sender_name TEXT NOT NULL DEFAULT '',
  sender_designation TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (org_id, language)
) WITHOUT ROWID;
