/**
 * Kannada: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender in Kannada. Grown-ups are followed by
 * "ಅವರು"/"ಅವರಿಗೆ", so their names never need a case ending of their own; a child is blessed in
 * the nominative ('ಚಿ. ಶ್ರೇಯಸ್ … ಬಾಳಲಿ'), as "ಅವರಿಗೆ" after a child's name reads stiff and a
 * name's own dative (ಶ್ರೇಯಸ್‌ಗೆ, ಅನನ್ಯಾಳಿಗೆ) depends on a sex the card does not print.
 */
import type { ByType, Slots } from './common';
import { join } from './common';
import { isAddressee, isGrownUpAge, listOf, party } from './reply';

/** Where the guests will be, by what the event is: a ceremony is a ಸಮಾರಂಭ, a pooja a ಕಾರ್ಯಕ್ರಮ. */
const AT_EVENT: ByType<string> = {
  wedding: 'ಸಮಾರಂಭದಲ್ಲಿ',
  housewarming: 'ಶುಭ ಕಾರ್ಯದಲ್ಲಿ',
  inauguration: 'ಸಮಾರಂಭದಲ್ಲಿ',
  religious: 'ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ',
  birthday: 'ಸಮಾರಂಭದಲ್ಲಿ',
  engagement: 'ಸಮಾರಂಭದಲ್ಲಿ',
  naming: 'ಸಮಾರಂಭದಲ್ಲಿ',
  'thread-ceremony': 'ಸಮಾರಂಭದಲ್ಲಿ',
  other: 'ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ',
};

/** Up to ten people are counted in words, as a letter writer says them (ನಾವು ಐವರು, not 'ನಾವು 5 ಮಂದಿ'). */
const WE: Readonly<Record<number, string>> = {
  2: 'ನಾವಿಬ್ಬರೂ',
  3: 'ನಾವು ಮೂವರು',
  4: 'ನಾವು ನಾಲ್ವರು',
  5: 'ನಾವು ಐವರು',
  6: 'ನಾವು ಆರು ಮಂದಿ',
  7: 'ನಾವು ಏಳು ಮಂದಿ',
  8: 'ನಾವು ಎಂಟು ಮಂದಿ',
  9: 'ನಾವು ಒಂಬತ್ತು ಮಂದಿ',
  10: 'ನಾವು ಹತ್ತು ಮಂದಿ',
};

/** "We two", "we five": in words up to ten, then in digits ('ನಾವು 12 ಮಂದಿ'). */
function weCount(guests: number): string {
  return WE[guests] ?? `ನಾವು ${guests} ಮಂದಿ`;
}

/** The formal letter's answer and thanks ("ನಾವು"). */
export function normalAnswer(s: Slots): string {
  // 'ಕೃತಜ್ಞತೆಗಳು': the first paragraph already said 'ಧನ್ಯವಾದಗಳು'.
  const thanks = `${s.organization ? `${s.organization} ವತಿಯಿಂದ ತಮಗೆ` : 'ತಮಗೆ'} ಮತ್ತೊಮ್ಮೆ ಕೃತಜ್ಞತೆಗಳು.`;
  const rep = s.reply.representative;
  const at = AT_EVENT[s.type];
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      // How many come is part of the promise to be there, not a second sentence after it.
      // 'ಆಮಂತ್ರಣ', as the first paragraph already said 'ಆಹ್ವಾನ ಪತ್ರಿಕೆ'.
      return `ತಮ್ಮ ಆಮಂತ್ರಣವನ್ನು ನಾವು ಸಂತೋಷದಿಂದ ಸ್ವೀಕರಿಸುತ್ತೇವೆ; ${at}${n ? ` ${weCount(n)}` : ''} ಖಂಡಿತವಾಗಿಯೂ ಉಪಸ್ಥಿತರಿರುತ್ತೇವೆ. ${thanks}`;
    }
    case 'regret':
      return `ಪೂರ್ವನಿಗದಿತ ಕಾರ್ಯಗಳ ಕಾರಣ ${at} ಭಾಗವಹಿಸಲು ನಮಗೆ ಸಾಧ್ಯವಾಗುತ್ತಿಲ್ಲ ಎಂದು ತಿಳಿಸಲು ವಿಷಾದಿಸುತ್ತೇವೆ; ನಮ್ಮ ಶುಭಕಾಮನೆಗಳು ಸದಾ ತಮ್ಮೊಂದಿಗಿವೆ. ${thanks}`;
    case 'representative':
      return `ನಮಗೆ ಸ್ವತಃ ಭಾಗವಹಿಸಲು ಸಾಧ್ಯವಾಗದ ಕಾರಣ, ನಮ್ಮ ಪರವಾಗಿ ${rep ? `${rep} ಅವರು` : 'ಪ್ರತಿನಿಧಿಯೊಬ್ಬರು'} ${at} ಪಾಲ್ಗೊಂಡು ನಮ್ಮ ಶುಭಕಾಮನೆಗಳನ್ನು ತಲುಪಿಸುತ್ತಾರೆ. ${thanks}`;
  }
}

/**
 * The personal letter's answer ("ನಾನು"), which says the day and the place (`at`: '… ಗಂಟೆಗೆ … ಇಲ್ಲಿ',
 * '' when the card gave neither) the opening left out: a promise to be there ("ತಪ್ಪದೆ"), a regret
 * that wished to be, or who comes instead.
 */
export function personalAnswer(s: Slots, at = ''): string {
  const rep = s.reply.representative;
  // Without a day or a place the answer speaks of 'that day' (ಅಂದು).
  const when = at || 'ಅಂದು';
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      // A place in the locative is where one will be ('… ಇಲ್ಲಿ ತಮ್ಮೊಂದಿಗಿರುತ್ತೇನೆ'), not where one comes to;
      // without one, 'ತಪ್ಪದೆ ಬಂದು' (surely come). The day goes before 'ನಾವು ಐವರು', never a number after a number.
      const we = n ? weCount(n) : 'ನಾನು';
      const be = n ? 'ತಮ್ಮೊಂದಿಗಿರುತ್ತೇವೆ' : 'ತಮ್ಮೊಂದಿಗಿರುತ್ತೇನೆ';
      return `${join(at, we)} ತಪ್ಪದೆ ${at ? '' : 'ಬಂದು '}${be}; ಈಗಿನಿಂದಲೇ ಆ ಘಳಿಗೆಯನ್ನು ಎದುರು ನೋಡುತ್ತಿದ್ದೇ${n ? 'ವೆ' : 'ನೆ'}.`;
    }
    case 'regret':
      return `${when} ತಮ್ಮೊಂದಿಗಿರಬೇಕೆಂದು ಬಹಳ ಆಸೆಯಿತ್ತು; ಆದರೆ ಮೊದಲೇ ಒಪ್ಪಿಕೊಂಡಿದ್ದ ಕೆಲಸಗಳಿಂದಾಗಿ ಬರಲಾಗುತ್ತಿಲ್ಲ ಎಂಬ ಬೇಸರ ನನಗಿದೆ. ದೂರದಲ್ಲಿದ್ದರೂ ನನ್ನ ಮನಸ್ಸು ಅಲ್ಲೇ ಇರುತ್ತದೆ.`;
    case 'representative':
      return `${when} ತಮ್ಮೊಂದಿಗಿರಲು ಈ ಬಾರಿ ನನಗೆ ಸಾಧ್ಯವಾಗುತ್ತಿಲ್ಲ; ಹಾಗಾಗಿ ನನ್ನ ಪರವಾಗಿ ${rep ? `${rep} ಅವರು` : 'ಪ್ರತಿನಿಧಿಯೊಬ್ಬರು'} ಬಂದು ನನ್ನ ಶುಭಾಶಯಗಳನ್ನು ತಲುಪಿಸುತ್ತಾರೆ.`;
  }
}

// A title the card already printed before a name (ಚಿ., ಚಿ. ಸೌ., ಕು., ಕುಮಾರಿ, ಶ್ರೀ, ಡಾ. …): the letter adds none.
// A whole word only: 'ಶ್ರೀನಿವಾಸ' is a name, not 'ಶ್ರೀ' (reply.ts's titled() would take it for the title).
const PRINTED_TITLE = /^(?:ಚಿ|ಕು|ಕುಂ|ಕುಮಾರಿ|ಸೌ|ಶ್ರೀ|ಶ್ರೀಮತಿ|ಡಾ|ಪ್ರೊ|ಬೇಬಿ|ಮಾಸ್ಟರ್)(?:\.|\s|$)/u;

/** The name with `title` before it, unless the card printed one ('ಚಿ. ಶ್ರೇಯಸ್' stays, never 'ಚಿ. ಚಿ. ಶ್ರೇಯಸ್'). */
const withTitle = (name: string, title: string) => (PRINTED_TITLE.test(name) ? name : `${title} ${name}`);

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, 'ಮತ್ತು');
  const children = listOf(names.map((name) => withTitle(name, 'ಚಿ.')), 'ಮತ್ತು');
  switch (s.type) {
    case 'wedding':
    case 'engagement': {
      const couple = s.type === 'wedding' ? 'ವಧೂವರರಾದ' : 'ಭಾವಿ ವಧೂವರರಾದ';
      // One name is the host's son or daughter: the partner is blessed with them, unnamed.
      if (names.length === 1) return `${who} ಅವರಿಗೆ ಹಾಗೂ ಅವರ ${s.type === 'wedding' ? '' : 'ಭಾವಿ '}ಬಾಳಸಂಗಾತಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶೀರ್ವಾದಗಳು.`;
      return who ? `${couple} ${who} ಅವರಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶೀರ್ವಾದಗಳು.` : '';
    }
    case 'naming':
      // The baby is 'ಪುಟ್ಟ ಕಂದ', without ಚಿ./ಕು., which would say whether it is a boy or a girl (and without a printed 'Baby').
      return who ? `ಪುಟ್ಟ ಕಂದ ${who.replace(/^ಬೇಬಿ\s+/u, '')} ನಗುನಗುತ್ತಾ ನೂರ್ಕಾಲ ಬಾಳಲಿ — ಇದೇ ನನ್ನ ಪ್ರೀತಿಯ ಆಶೀರ್ವಾದ.` : 'ಪುಟ್ಟ ಕಂದನಿಗೆ ನನ್ನ ಪ್ರೀತಿಯ ಆಶೀರ್ವಾದಗಳು — ಶತಮಾನಂ ಭವತಿ!';
    case 'birthday': {
      if (!who) return '';
      const nth = age === '1' ? 'ಮೊದಲ ' : age ? `${age}ನೇ ` : '';
      // An elder is wished well with respect ('ಶ್ರೀ … ಅವರಿಗೆ', or 'ತಮಗೆ' when it is the addressee's own day); a child is blessed ('ಚಿ. …').
      if (isGrownUpAge(age) && names.length === 1 && isAddressee(who, s.host?.name)) {
        return `ತಮ್ಮ ${nth}ಹುಟ್ಟುಹಬ್ಬಕ್ಕೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು.`;
      }
      if (isGrownUpAge(age)) {
        return `${nth}ಹುಟ್ಟುಹಬ್ಬ ಆಚರಿಸಿಕೊಳ್ಳುತ್ತಿರುವ ${listOf(names.map((name) => withTitle(name, 'ಶ್ರೀ')), 'ಮತ್ತು')} ಅವರಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು.`;
      }
      return `${nth}ಹುಟ್ಟುಹಬ್ಬ ಆಚರಿಸಿಕೊಳ್ಳುತ್ತಿರುವ ${children} ನೂರ್ಕಾಲ ಸುಖವಾಗಿ ಬಾಳಲಿ — ಇದೇ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಆಶೀರ್ವಾದ.`;
    }
    case 'thread-ceremony':
      if (!who) return '';
      // The vatu is a boy: the masculine ವಿದ್ಯಾವಂತ is right here; two brothers take the plural.
      return names.length > 1
        ? `ವಟುಗಳಾದ ${children} ವಿದ್ಯಾವಂತರಾಗಿ, ಆಯುಷ್ಮಂತರಾಗಿ ಬಾಳಲಿ — ಇದೇ ನನ್ನ ಶುಭಾಶೀರ್ವಾದ.`
        : `ವಟು ${children} ವಿದ್ಯಾವಂತನಾಗಿ, ಆಯುಷ್ಮಂತನಾಗಿ ಬಾಳಲಿ — ಇದೇ ನನ್ನ ಶುಭಾಶೀರ್ವಾದ.`;
    case 'inauguration':
      // The chief guest is still to come: ಹೆಚ್ಚಿಸಲಿರುವುದು, not ಹೆಚ್ಚಿಸುತ್ತಿರುವುದು.
      return chiefGuest ? `${chiefGuest} ಅವರು ಮುಖ್ಯ ಅತಿಥಿಗಳಾಗಿ ಆಗಮಿಸಿ ಸಮಾರಂಭದ ಘನತೆ ಹೆಚ್ಚಿಸಲಿರುವುದು ಸಂತಸದ ವಿಷಯ.` : '';
    default:
      return who ? `${who} ಅವರಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು.` : '';
  }
}

/**
 * Why this letter comes from the heart; '' when the relationship was not chosen. `toBody`: the
 * letter goes to an institution or an office, which has no family to be friends with.
 */
export function relationshipLine(s: Slots, toBody = false): string {
  switch (s.relationship) {
    case 'family-friend':
      // 'ಸಡಗರ', not 'ಸಂಭ್ರಮ', which the wishes and blessings use.
      return toBody
        ? 'ತಮ್ಮೊಂದಿಗಿನ ಹಲವು ವರ್ಷಗಳ ಒಡನಾಟದಿಂದಾಗಿ ಈ ಸಡಗರ ನಮ್ಮದೂ ಎನಿಸುತ್ತಿದೆ.'
        : 'ಹಲವು ವರ್ಷಗಳಿಂದ ನಮ್ಮ ಎರಡೂ ಕುಟುಂಬಗಳ ನಡುವೆ ಇರುವ ಒಡನಾಟದಿಂದಾಗಿ ಈ ಸಡಗರ ನಮ್ಮ ಮನೆಯದೇ ಎನಿಸುತ್ತಿದೆ.';
    case 'colleague':
      return 'ಸಹೋದ್ಯೋಗಿಗಳಾಗಿ ನಮ್ಮ ನಡುವಿನ ಒಡನಾಟದಿಂದಾಗಿ ಈ ಆಹ್ವಾನ ನನಗೆ ಇನ್ನಷ್ಟು ಆಪ್ತವೆನಿಸಿದೆ.';
    case 'official':
      return 'ತಮ್ಮೊಂದಿಗಿನ ಕಾರ್ಯಸಂಬಂಧವನ್ನು ನಾನು ಸದಾ ಗೌರವದಿಂದ ಕಾಣುತ್ತೇನೆ.';
    default:
      return '';
  }
}
