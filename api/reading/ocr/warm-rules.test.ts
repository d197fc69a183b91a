import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/limits';
import { READING_LANGUAGES } from '../languages';
import { warmUpLines } from './warm-rules';

describe('the made-up page that warms the field rules', () => {
  it.each(LANGUAGES)('holds words of every word list the rules read in %s, nested ones included', (language) => {
    const words = READING_LANGUAGES[language];
    const page = warmUpLines(language).join('\n');
    const lists = [
      words.months[0],
      words.weekdays[6],
      words.invitation.inviteVerbs,
      words.card.cities,
      // Lists inside records: each event type, each card field label.
      ...Object.values(words.invitation.events),
      ...Object.values(words.card.fieldLabels),
    ].filter((list) => list.length > 0);
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) expect(page).toContain(list[0]);
    expect(page).toMatch(words.script);
  });
});
