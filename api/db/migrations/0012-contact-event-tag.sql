-- The event a contact was met at ("Mysuru wedding, Feb 2027"): set for a whole pile of cards
-- scanned there, and a filter of the contacts list, the map and the exports. One per contact:
-- the cards of an event are what a user sorts by, not a taxonomy. NULL when not given.
ALTER TABLE contacts ADD COLUMN event_tag TEXT;

-- The filter and the list of an organization's events: a seek within the organization.
CREATE INDEX contacts_org_event ON contacts (org_id, event_tag) WHERE event_tag IS NOT NULL;
