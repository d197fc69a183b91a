/**
 * How sure each kind of finding is, the one scale of both readers (invitations and cards); below
 * LOW_CONFIDENCE (0.7, shared/schemas/confidence.ts) the screens mark the field "Check this".
 */
export const SURE = {
  /** A label printed beside it ("Venue:", "Mob.", "Email"). */
  labelled: 0.95,
  /** Found by a keyword of its kind ("cordially invite", "Hall", "Pvt. Ltd."). */
  keyword: 0.85,
  /** Found by where it sits (under the heading, the signature block). */
  placed: 0.75,
  /** Only its shape says what it is. */
  shapeOnly: 0.55,
  guess: 0.45,
} as const;
