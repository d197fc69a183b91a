/**
 * English: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. Each answer is one decision said once, so a letter never accepts and then
 * "will make every effort".
 */
import type { Slots } from './common';
import { isAddressee, isGrownUpAge, listOf, party as count } from './reply';

const NUMBER = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Two to ten in words, as a letter writes them. */
const inWords = (n: number) => NUMBER[n] ?? String(n);

/** '; three of us will attend', ' with a party of three' — '' for one guest or an unknown count. */
function party(guests: number | undefined, who: 'we' | 'they'): string {
  const n = count(guests);
  if (!n) return '';
  return who === 'we' ? `; ${inWords(n)} of us will attend` : ` with a party of ${inWords(n)}`;
}

/** The formal letter's answer and thanks ("we"). */
export function normalAnswer(s: Slots): string {
  const { rsvp, representative, guests } = s.reply;
  const thanks = `${s.organization ? `On behalf of ${s.organization}, thank you` : 'Thank you'} once again for thinking of us.`;
  switch (rsvp) {
    case 'attending':
      return `We gladly accept your invitation and look forward to being present on the day${party(guests, 'we')}. ${thanks}`;
    case 'regret':
      return `We regret that prior commitments will keep us from attending, but our thoughts and good wishes will be with you on the day. ${thanks}`;
    case 'representative':
      return `As we are unable to attend in person, ${representative || 'a representative'} will be present on our behalf${party(guests, 'they')} and convey our good wishes to you. ${thanks}`;
  }
}

/** The personal letter's answer ("I"). */
export function personalAnswer(s: Slots): string {
  const { rsvp, representative, guests } = s.reply;
  switch (rsvp) {
    case 'attending':
      return `I look forward with great pleasure to being with you on the day${count(guests) ? `, and there will be ${inWords(guests!)} of us` : ''}.`;
    // The letter opened "truly delighted": a second "truly" would sound rehearsed.
    case 'regret':
      return 'I am very sorry that a prior commitment keeps me away on the day, but my thoughts will be with you all the same.';
    case 'representative':
      return `As I am unable to be there myself, ${representative || 'a representative'} will attend on my behalf and bring you my good wishes in person.`;
  }
}

// The ages a birthday card names, as a letter writes them; others in digits.
const AGES: Record<string, string> = { 50: 'fifty', 60: 'sixty', 70: 'seventy', 75: 'seventy-five', 80: 'eighty', 90: 'ninety', 100: 'a hundred' };
const ageInWords = (age: string) => AGES[age] ?? (/^\d+$/.test(age) && Number(age) <= 10 ? inWords(Number(age)) : age);

/** "Many happy returns … on turning one!"; an elder's milestone is "completing sixty years" (the wish for
 *  many more years follows in the paragraph). Neither needs the honoree's gender. */
function birthdayWish(who: string, age: string): string {
  if (!age) return `Many happy returns of the day to ${who}!`;
  if (isGrownUpAge(age)) return `My respectful greetings and good wishes to ${who} on completing ${ageInWords(age)} years.`;
  return `Many happy returns of the day to ${who} on turning ${ageInWords(age)}!`;
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  // The host celebrating their own birthday is wished as 'you'.
  const who = names.length === 1 && isAddressee(names[0]!, s.host?.name) ? 'you' : listOf(names, 'and');
  switch (s.type) {
    case 'wedding':
    case 'engagement':
      return who ? `My heartfelt blessings to ${who}.` : '';
    case 'naming':
      return who ? `My blessings and love to little ${who}.` : 'My blessings and love to the little one.';
    case 'birthday':
      return who ? birthdayWish(who, age) : '';
    case 'thread-ceremony':
      // "Sacred" is already said of the occasion and of the thread.
      return who ? `My blessings to ${who} on this auspicious day.` : '';
    case 'inauguration':
      return chiefGuest ? `I am glad to learn that the occasion will be graced by ${chiefGuest}.` : '';
    default:
      return who ? `My warm wishes to ${who}.` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    // A temple committee or a school has no family to share occasions with.
    case 'family-friend':
      return s.host?.kind === 'institution'
        ? 'Our association goes back many years, and this occasion is especially close to my heart.'
        : 'Our families have shared many happy occasions over the years, and this one is especially close to my heart.';
    // Not "Having worked alongside you, this invitation …" (the invitation did not work alongside anyone),
    // nor a second "means … to me" after the sentence before.
    case 'colleague':
      return 'Having worked alongside you, I am especially touched to be included.';
    case 'official':
      return 'I greatly value our association, and I appreciate this kind gesture.';
    default:
      return '';
  }
}
