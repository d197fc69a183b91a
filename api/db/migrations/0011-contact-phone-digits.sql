-- The digits of each contact's phone, stored beside it so a duplicate check or a search by number
-- compares plain digits instead of stripping punctuation from every row at query time. The app
-- writes it with every insert and update (contacts.repo.ts, shared phoneDigits). Existing rows are
-- filled here: a stored phone holds only digits, spaces, hyphens, plus signs and parentheses (the
-- contract's PHONE_CHARACTERS), so removing those five characters leaves exactly its digits.
ALTER TABLE contacts ADD COLUMN phone_digits TEXT NOT NULL DEFAULT '';

UPDATE contacts
SET phone_digits = replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '');

-- Duplicates match on the last 10 digits (a country code is written many ways, or not at all):
-- the query's expression is this index's, so the lookup is a seek within the organization.
CREATE INDEX contacts_org_phone_tail ON contacts (org_id, substr(phone_digits, -10));
