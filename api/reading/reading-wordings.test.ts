/**
 * A floor on the field rules over invitations and cards worded as people word them
 * (test-support/reading-wordings.ts). Raise it as the rules improve; never lower it.
 */
import { describe, expect, it } from 'vitest';
import { extractInvitationFields } from './invitation/invitation-rules';
import { extractCardFields } from './card/card-rules';
import { WORDING_SETS, cardFieldRight, invitationFieldRight, loadWordingSet } from '../../test-support/reading-wordings';

const FLOORS: Record<(typeof WORDING_SETS)[number], { invitations: number; cards: number }> = {
  'set-1': { invitations: 0.98, cards: 0.98 },
  'set-2': { invitations: 0.94, cards: 0.94 },
};

function shareRight(name: (typeof WORDING_SETS)[number]) {
  const set = loadWordingSet(name);
  const share = (results: boolean[]) => results.filter(Boolean).length / results.length;
  const invitations = set.invitations.flatMap((c) => {
    const got = extractInvitationFields(c.text, c.language) as unknown as Record<string, unknown>;
    return Object.entries(c.expect).map(([field, want]) => invitationFieldRight(field, got[field], want));
  });
  const cards = set.cards.flatMap((c) => {
    const got = extractCardFields(c.text, c.language) as unknown as Record<string, unknown>;
    return Object.entries(c.expect).map(([field, want]) => cardFieldRight(field, got[field], want));
  });
  return { invitations: share(invitations), cards: share(cards) };
}

describe('fields right on invitations and cards worded as people word them', () => {
  for (const name of WORDING_SETS) {
    it(`${name} stays at or above its floor`, () => {
      const got = shareRight(name);
      expect(got.invitations).toBeGreaterThanOrEqual(FLOORS[name].invitations);
      expect(got.cards).toBeGreaterThanOrEqual(FLOORS[name].cards);
    });
  }
});
