/**
 * Place search for names typed in an Indian script ('ಬೆಂಗಳೂರು', 'मैसूर', 'சென்னை'): the bundled
 * GeoNames extract has only Latin names, so both sides meet on how the name sounds (see
 * sound-key.ts). Built on the first such query from the Indian places' names, about 30k keys.
 */
import type { GazetteerIndex, GazetteerPlace, Match } from './gazetteer-index';
import { MatchTier } from './gazetteer-index';
import { romanizeIndic } from '@shared/helpers/indic-romanize';
import { soundKey } from './sound-key';
import { nearMatch } from './text-match';

interface Sounded {
  key: string;
  place: GazetteerPlace;
}

export class SoundIndex {
  private readonly names: Sounded[] = [];

  constructor(index: GazetteerIndex) {
    const seen = new Set<string>();
    index.forEachName((name, place) => {
      if (place.country !== 'IN') return;
      const key = soundKey(name);
      const id = `${place.id}|${key}`;
      if (key.length < 2 || seen.has(id)) return;
      seen.add(id);
      this.names.push({ key, place });
    });
  }

  /** Places whose name sounds like `text` (in an Indian script), as the Latin matcher ranks them. */
  match(text: string): Match[] {
    const wanted = soundKey(romanizeIndic(text));
    if (wanted.length < 2) return [];
    // Vowels of Indian names are spelt many ways in English ('Dilli', 'Delhi'): one edit from
    // four sounds on, two from eight.
    const maxEdits = wanted.length >= 8 ? 2 : wanted.length >= 4 ? 1 : 0;
    const best = new Map<number, Match>();
    for (const { key, place } of this.names) {
      let tier: MatchTier;
      let edits = 0;
      if (key === wanted) tier = MatchTier.ExactName;
      else if (wanted.length >= 3 && key.startsWith(wanted)) tier = MatchTier.Prefix;
      else {
        const near = maxEdits > 0 ? nearMatch(wanted, key, maxEdits) : null;
        if (!near || near.whole > maxEdits) continue;
        tier = MatchTier.Near;
        edits = near.whole;
      }
      const known = best.get(place.id);
      if (!known || tier < known.tier || (tier === known.tier && edits < known.edits)) best.set(place.id, { place, tier, edits });
    }
    return [...best.values()];
  }
}
