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

/** ' with a party of three' — '' for one guest or an unknown count. */
function party(guests: number | undefined): string {
  const n = count(guests);
  return n ? ` with a party of ${inWords(n)}` : '';
}

/** The formal letter's answer and thanks ("we"). */
export function normalAnswer(s: Slots): string {
  const { rsvp, representative, guests } = s.reply;
  const thanks = `${s.organization ? `On behalf of ${s.organization}, thank you` : 'Thank you'} once again for thinking of us.`;
  switch (rsvp) {
    // Not "look forward to being present on the day; three of us will attend": present and attend, said twice.
    case 'attending':
      return `${count(guests) ? `We gladly accept your invitation, and ${inWords(guests!)} of us will be present on the day.` : 'We gladly accept your invitation and look forward to being present on the day.'} ${thanks}`;
    case 'regret':
      return `We regret that prior commitments will keep us from attending, but our thoughts and good wishes will be with you on the day. ${thanks}`;
    case 'representative':
      return `As we are unable to attend in person, ${representative || 'a representative'} will be present on our behalf${party(guests)} and convey our good wishes to you. ${thanks}`;
  }
}

/**
 * The personal letter's answer ("I"), with the place and the day: the letter opened with the news,
 * and a friend says where and when on saying whether they come ("being with you at the Town Hall on
 * 5 April"). `details` is "at <venue>, on <date> at <time>", or '' when the card gave neither.
 */
export function personalAnswer(s: Slots, details: string): string {
  const { rsvp, representative, guests } = s.reply;
  const there = details || 'on the day';
  switch (rsvp) {
    case 'attending':
      return `I look forward very much to being with you ${there}${count(guests) ? `, and there will be ${inWords(guests!)} of us` : ''}.`;
    case 'regret':
      return `I am very sorry that a prior commitment keeps me from joining you ${there}, but my thoughts will be with you all the same.`;
    // The place and the day with the sender who cannot come, not "on my behalf on 5 April". "greetings",
    // not "good wishes": the closing says "joins me in wishing you well". A representative of an
    // organisation is one of its people; without one, the sender has arranged for someone.
    case 'representative': {
      const who = representative ? `I have asked ${representative}` : s.organization ? 'I have asked a colleague' : 'I have arranged for someone';
      return `As I cannot be with you myself ${there}, ${who} to attend on my behalf and to bring you my greetings in person.`;
    }
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
      // The wish after it begins "This day begins a life of learning": no "day" here.
      return who ? `My affectionate blessings to ${who}.` : '';
    case 'inauguration':
      // Not "the occasion will be graced": a family friend's line before has "happy occasions".
      return chiefGuest ? `I am glad to learn that the chief guest will be ${chiefGuest}.` : '';
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
    // Not "I appreciate this kind gesture" after the opening's "thank you so much".
    case 'official':
      return 'I have always valued our association, and this kind thought means a great deal to me.';
    default:
      return '';
  }
}
