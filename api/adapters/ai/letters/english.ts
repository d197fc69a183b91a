/** English (Indian usage: 'Dear Ramesh Kumar ji,', 'Yours sincerely,'). */
import type { Addressee, ByType, LanguagePack, Slots, TimeSpec, Variant } from './common';
import { hasCoupleTitle } from './hosts';
import { REGIONAL_PLACES } from './regional-places';
import { regardsTo, englishClock, join, splitFamily } from './common';
import { honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './english-reply';
import { isGrownUpAge } from './reply';

/** What the event is called when the card gave no name. */
const GENERIC_EVENT: ByType<string> = {
  wedding: 'the wedding',
  housewarming: 'the housewarming ceremony',
  inauguration: 'the inauguration',
  religious: 'the religious ceremony',
  birthday: 'the birthday celebration',
  engagement: 'the engagement ceremony',
  naming: 'the naming ceremony',
  'thread-ceremony': 'the sacred thread ceremony',
  other: 'the event',
};

/** "such <…> occasion". */
const OCCASION: ByType<string> = {
  wedding: 'an auspicious',
  housewarming: 'an auspicious',
  inauguration: 'an important',
  religious: 'a sacred',
  birthday: 'a happy',
  engagement: 'an auspicious',
  naming: 'a joyous',
  // Not 'sacred': a card without a name gives 'the sacred thread ceremony' just before.
  'thread-ceremony': 'an auspicious',
  other: 'a special',
};

/**
 * The personal letter's first words: glad of the news and of being asked, as one writes to someone
 * one knows. Where and when come later, with the answer ("I look forward to being with you at …").
 * No "honour to be remembered on such an occasion": that is the formal letter's sentence.
 */
const OPENING: ByType<(event: string) => string> & { elder: (event: string) => string } = {
  wedding: (event) => `What wonderful news! Thank you so much for inviting me to ${event}.`,
  // "new" and "home" are not said again below: the wish speaks of the threshold and the rooms.
  housewarming: (event) => `Congratulations on your new home, and thank you so much for inviting me to ${event}.`,
  inauguration: (event) => `Congratulations on this proud milestone, and thank you so much for inviting me to ${event}.`,
  religious: (event) => `It is a blessing to be invited to ${event}, and I thank you for remembering me.`,
  birthday: (event) => `Your invitation to ${event} brought a big smile to my face.`,
  // An elder's milestone: glad, not a smile.
  elder: (event) => `It was a great pleasure to receive your invitation to ${event}.`,
  engagement: (event) => `What lovely news! Thank you so much for inviting me to ${event}.`,
  // Not "the little one": the blessing below says it when the card names no child.
  naming: (event) => `Congratulations on the new arrival, and thank you so much for inviting me to ${event}.`,
  'thread-ceremony': (event) => `I was so glad to receive your invitation to ${event}.`,
  other: (event) => `It was a pleasure to receive your invitation to ${event}.`,
};

/** The formal letter names no one: the honoree's name and blessing are the personal letter's. */
type Wish = Record<Variant, string>;

const WISHES: ByType<Wish & { elder?: Wish }> = {
  wedding: {
    // "congratulations and blessings. May the couple be blessed" said "bless" twice.
    normal:
      'Please accept our heartfelt congratulations. May the couple be blessed with a lifetime of love, understanding and companionship, and may their married life be filled with happiness and prosperity.',
    // "together" and "bless" once each: the blessing before it has "My heartfelt blessings".
    finetuned:
      'A wedding unites not just two people but two families, and I rejoice with you all as the couple begin this beautiful journey. May their life together be rich in love, trust and companionship, and may their home always be full of laughter and happiness.',
  },
  housewarming: {
    normal:
      'Please accept our warmest congratulations on your new home. May it always be filled with peace, good health and prosperity, and may it bring lasting happiness to you and your family.',
    // The opening has congratulated them on the new home; no second "new" or "home", nor "family".
    finetuned:
      'A fresh chapter begins as you cross the threshold, and I rejoice with you all. May good fortune always find its way to your door, may every room be filled with warmth and laughter, and may you all flourish in health and prosperity.',
  },
  inauguration: {
    // A beginning does not "go from strength to strength"; the venture does.
    normal:
      'Please accept our warmest congratulations on this milestone. May this new venture go from strength to strength, achieve every success and serve the community well for many years to come.',
    // No "I wish": the closing says "joins me in wishing you well".
    finetuned:
      'Every new beginning is built on vision and hard work, and this one is a fine tribute to both. I am confident it will flourish in your hands and grow into a lasting success.',
  },
  religious: {
    // The first paragraph has already called it "such a sacred occasion": neither word again, and no
    // "occasions" after a family friend's "many happy occasions".
    normal:
      'We pray that the blessings of the Almighty bring peace, good health and prosperity to you and your family, now and always.',
    finetuned:
      'Moments of prayer such as this bring us closer to the divine and to one another. May God\'s grace always be with you and your loved ones, bringing peace, good health and lasting happiness.',
  },
  birthday: {
    normal:
      'Please accept our warmest birthday wishes. We pray for a long and healthy life, and for the year ahead to be filled with joy and every success.',
    // An elder's milestone: respect rather than "many happy returns", and no second "many more years";
    // "everyone at home", as the closing sends regards to "your family".
    elder: {
      normal:
        'Please accept our respectful greetings on this milestone. We pray for many more years of good health, peace and happiness, in the company of family and friends.',
      finetuned:
        'A milestone such as this is a blessing for everyone at home, and I rejoice with you all. May God grant many more years of health, peace and contentment, in the company of loved ones.',
    },
    // Not "delighted to share in this one": said by a guest who is not coming too. No "wish" (the
    // closing's "wishing you well") and "every" once.
    finetuned:
      'A birthday celebrates a life and all the love that surrounds it. May the years ahead bring long life, good health and every happiness.',
  },
  engagement: {
    // The engagement is named just before ("your daughter's engagement"): not congratulated "on the engagement".
    normal:
      'Please accept our heartfelt congratulations. May the couple be blessed with love and understanding, and may this happy beginning lead to a joyful married life.',
    // No "happy news" after the opening's "What lovely news!", nor "your family's" before the closing's "your family".
    finetuned:
      'An engagement is the promise of a lifetime together, and I share in your joy. May the couple grow ever closer in love and trust, and may the days leading to the wedding be filled with happiness.',
  },
  naming: {
    // No "them" for a child whose sex the card does not say, and no "today" before the day.
    normal:
      'Please accept our warmest congratulations on the arrival of the little one. May the child grow up in good health and happiness, and may the name chosen with such love bring a lifetime of blessings.',
    finetuned:
      'This is a moment to treasure, and I am delighted for you all. May the child grow up healthy, cheerful and wise, surrounded by love, and bring you pride and joy for years to come.',
  },
  'thread-ceremony': {
    // The ceremony is named just before: not "congratulations on the sacred thread ceremony" after it.
    normal:
      'Please accept our heartfelt congratulations. May the young one be blessed with wisdom, good health and devotion, and may this new beginning lead to a life of learning and righteousness.',
    finetuned:
      'This day begins a life of learning and discipline, and I rejoice with you all in this proud moment. May the young one grow in knowledge, virtue and good health, and always walk the path of dharma.',
  },
  other: {
    // "Occasion" is the sentence before's word; "event" or "day" may be the name ("the event", "the Annual Day").
    normal:
      'Please accept our best wishes for its complete success. May it be memorable and joyful for you and all your guests.',
    finetuned:
      'Such gatherings bring people closer together. I hope the programme is a great success and leaves everyone with wonderful memories.',
  },
};

/** A puja held by a temple committee or a trust: its blessings go to the devotees, not to "your family". */
const RELIGIOUS_FOR_A_BODY: Wish = {
  normal: 'We pray that the blessings of the Almighty bring peace, good health and prosperity to you and to all the devotees, now and always.',
  finetuned:
    'Moments of prayer such as this bring us closer to the divine and to one another. May God\'s grace always be with you and all the devotees, bringing peace, good health and lasting happiness.',
};

/** A committee's people are its fellow members, not its "colleagues"; samiti also ends a compound ('Bharanasamiti'). */
const FELLOW_MEMBERS = /(?:\b(?:committee|board|council|trustees|sangha|sabha|mandali)|samit(?:h)?i)\b/i;

/** The people the finetuned letter sends regards to. */
const CIRCLE: ByType<string> = {
  wedding: 'your family',
  housewarming: 'your family',
  inauguration: 'your colleagues',
  religious: 'your family',
  birthday: 'your family',
  engagement: 'your family',
  naming: 'your family',
  'thread-ceremony': 'your family',
  other: 'your family',
};

/** Words that name an event; a Latin name without one ("New Home") is not an event's name. */
const EVENT_NOUN =
  /\b(?:wedding|marriage|reception|ceremony|function|celebrations?|party|birthday|housewarming|inauguration|opening|launch|engagement|naming|anniversary|festival|\w*utsav\w*|puja|pooja|p(?:u|oo)jan|paa?th|vrat\w*|\w*otsav\w*|homa|havan|katha|pravesh\w*|namakaran\w*|upanayan\w*|seemant\w*|kalyan\w*|vivah\w*|sangeet|mehendi|haldi|nikah|weds?|jayanti|aradhana|kumbhabhishekam|arangetram|programme|program|event|meet|conference|gathering|get[\s-]*together|satsang|shraddha|samaradhane|habba|day|\w*(?:abdapur|shashti|sashti|shasti)\w*|\w*abhishek\w*|samaroh\w*|karyakram\w*|jubilee|felicitation|retirement|release|seminar|exhibition|concert|recital|gruhapravesh\w*|aradhan\w*|jatra|yatra|mela|samaroh|sammelan\w*|dinner|lunch|evening|nite|night)\b/i;

/** An OCR fragment or a description rather than the event's name: cut off after "of", "the",
 *  "new" … ("Inauguration of the New"), or, for a known kind of event, no event word at all
 *  ("the new home"). The letter then names the event in its own words. */
function isFragment(name: string, type: Slots['type']): boolean {
  if (!/[A-Za-z]/.test(name)) return false;
  if (/\b(?:of|the|a|an|and|for|to|at|on|new|our|my|your|in)$/i.test(name)) return true;
  return type !== 'other' && !EVENT_NOUN.test(name);
}

/** The host's words for their own ('our son', 'my daughter') as the guest says them back: 'your son'. */
const guestsWords = (name: string): string => name.replace(/\b(?:our|my)\b/gi, (w) => (w[0] === w[0]!.toUpperCase() ? 'Your' : 'your'));

/** English words of an event's name that a sentence writes small. */
const COMMON_WORD =
  /^(?:wedding|marriage|reception|ceremony|function|celebrations?|party|birthday|housewarming|inauguration|opening|engagement|naming|anniversary|programme|program|event|get-together|your|of|and|(?:grand)?(?:son|daughter)(?:['’]s)?)$/i;

/** Ordinals a letter writes in words ('1st Birthday' → 'first birthday'); a 60th stays in digits. */
const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const SMALL_ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)$/i;

/**
 * A name inside a sentence. A name as printed ('Wedding Ceremony', 'Griha Pravesh') is kept as printed,
 * but not what is no name at all: one common word ('Wedding' → 'the wedding'), the host's own words
 * ("Our Daughter's Engagement" → "your daughter's engagement"), a small ordinal ('1st Birthday' →
 * 'first birthday'), or a name in sentence case whose first word is a common noun ('Naming ceremony of our son').
 */
function inSentence(name: string): string {
  const words = name.split(' ');
  const generic = (w: string) => COMMON_WORD.test(w) || SMALL_ORDINAL.test(w);
  const small = (w: string) => {
    const ordinal = SMALL_ORDINAL.exec(w);
    if (ordinal) return ORDINAL_WORDS[Number(ordinal[1])] || w;
    return /^\p{Lu}[\p{Ll}'’-]+$/u.test(w) && COMMON_WORD.test(w) ? w.toLowerCase() : w;
  };
  if (/^your$/i.test(words[0]!) || (words.every(generic) && (words.length === 1 || words.some((w) => SMALL_ORDINAL.test(w))))) {
    return words.map(small).join(' ');
  }
  const [first, ...rest] = words;
  const common = rest.length > 0 && rest.every((w) => !/^\p{Lu}/u.test(w)) && EVENT_NOUN.test(first!) && /^\p{Lu}\p{Ll}+$/u.test(first!);
  return common ? first!.toLowerCase() + name.slice(first!.length) : name;
}

/** The event as a noun phrase: 'the Wedding Ceremony', 'the wedding of Priya and Arjun', 'the naming ceremony of your son'. */
export function englishEvent(s: Pick<Slots, 'eventName' | 'type'>): string {
  const name = inSentence(guestsWords(s.eventName));
  if (!name || isFragment(name, s.type)) return GENERIC_EVENT[s.type];
  const weds = /^(.+?)\s+(?:weds|wed|&|and)\s+(.+)$/i.exec(name);
  if (weds && s.type === 'wedding' && !/\b(?:wedding|marriage|ceremony|reception)\b/i.test(name)) {
    return `the wedding of ${weds[1]} and ${weds[2]}`;
  }
  // A birthday is invited to as a celebration: 'the first birthday celebration', not 'the first birthday'.
  const named = s.type === 'birthday' && /\bbirthday$/i.test(name) ? `${name} celebration` : name;
  if (/^the\s/i.test(named)) return `the ${named.slice(4)}`;
  if (/^(?:a|an|our|my|his|her|their|your)\s/i.test(named) || /^\S+['’]s?\s/u.test(named)) return named;
  return `the ${named}`;
}

function time(spec: TimeSpec): string {
  switch (spec.kind) {
    case 'at':
      return `at ${englishClock(spec.start)}`;
    case 'from':
      return `from ${englishClock(spec.start)} onwards`;
    case 'range':
      return `from ${englishClock(spec.start)} to ${englishClock(spec.end)}`;
    case 'text':
      return /^\d/.test(spec.text)
        ? `at ${spec.text}`
        : /^(?:at|from|between|around|by)\s/i.test(spec.text)
          ? spec.text
          : `(${spec.text})`;
  }
}

/** "at <venue>, on <date> at <time>": a comma keeps a venue that has commas of its own apart. */
function whereWhen(s: Slots): string {
  if (s.where && s.when && s.where.includes(',')) return `${s.where}, ${s.when}`;
  return join(s.where, s.when);
}

/** "Ramesh Kumar ji": the gender-neutral Indian courtesy, only after a Latin name without Mr/Dr, nor
 *  after Tamil's own Thiru/Thirumathi/Selvi, which a Tamil reader would not see followed by the North's "ji". */
function withJi(name: string, title: Addressee['title']): string {
  const latin = /^[\p{Script=Latin}\d\s.,&'’()-]+$/u.test(name);
  const tamil = /^(?:Thiru|Tiru|Thirumathi|Thirumati|Tirumati|Tirumathi|Selvi|Celvi)\b/i.test(name);
  return !latin || tamil || title === 'western' || title === 'other' || /\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s/u.test(name) ? name : `${name} ji`;
}

/** An office, or a shop or firm, named as the host: written to as 'Sir/Madam', not as 'Members of The Principal'. */
const OFFICE_OR_FIRM =
  /^(?:the\s+)?(?:principal|head\s?master|head\s?mistress|secretary|general\s+secretary|president|chairman|chairperson|director|manager|correspondent|managing\s+trustee|convener|convenor|registrar|vice[\s-]chancellor|dean|commissioner|collector|proprietor|partners?)\b|\b(?:jewell?ers|traders|textiles|silks|sweets|bakery|agencies|motors|electronics|mart|emporium|stores?|showroom|builders|developers|enterprises|industries|company|ltd|limited|pvt|llp|inc|restaurant|hotels?|clinic|pharmacy|medicals)\.?$/i;

/** A body named by what it is ('Managing Committee', 'Temple Committee, …', 'Rotary Club of Mysuru') takes
 *  'the'; one named by its own name ('Sri Sharada Vidya Samsthe') does not. */
function members(name: string): string {
  if (/^the\s/i.test(name)) return `the ${name.slice(4)}`;
  const first = name.split(',')[0]!;
  const byWhatItIs = /\b(?:committee|board|council|club|association|society|union|federation|management|trustees|staff|panchayat)\b/i.test(first);
  return byWhatItIs && !/^(?:sri|shri|shree|sree)\b/i.test(first) ? `the ${name}` : name;
}

/** Generic place words a venue is named by ('School Auditorium', 'Town Hall, Hubballi'), which take 'the'. */
const PLACE_BY_WHAT_IT_IS =
  /^(?:school|college|university|auditorium|community|town|conference|banquet|function|marriage|party|seminar|assembly|multipurpose|open[\s-]air|temple|convention|panchayat|village|head|registered|residence|office|palace\s+grounds)\b/i;

/** Words of a hall, a temple or a home: a one-word venue with one is a place ('at Kalyanamandapam'), not a town. */
const PLACE_WORD = /(?:hall|mand[ai]p\w*|mandir\w*|bhavan\w*|bhawan|nilay\w*|sadan\w*|residency|palace|grounds?|gardens?|auditorium|temple|church|masjid|gudi|kshetr\w*|hotel|nivas|niwas|house|villa|farm)$/i;

/** A venue that is only a town or a city ('Kochi', 'New Delhi', 'Vrindavan'): one is 'in' it, not 'at' it. */
function isTown(venue: string): boolean {
  if (/[,\d]/.test(venue) || PLACE_WORD.test(venue) || PLACE_BY_WHAT_IT_IS.test(venue)) return false;
  const words = venue.split(' ');
  return words.length === 1 || words.every((w) => /^(?:new|navi|old|north|south|east|west)$/i.test(w) || w.toLowerCase() in REGIONAL_PLACES);
}

/** A family printed in an Indian script keeps its own word in Latin letters ('Menon Kutumbam', 'Reddi
 *  Family Sabhyulu'); an English letter writes 'family': 'Dear Menon Family,' as 'Dear Sharma Family,',
 *  a person's family 'Dear Sri Subbaravu ji and family,'. 'Samast' (all the) is said by 'family' itself. */
function familyInEnglish(to: Addressee): string {
  const core = to.core.replace(/^samast(?:a)?\s+/i, '');
  return /[\s.]/.test(core) ? `Dear ${withJi(core, to.title)} and family,` : `Dear ${core} Family,`;
}

/** "Manjunath ji and Geetha ji", each person with their own courtesy. */
function joinPeople(people: readonly string[]): string {
  const named = people.map((p) => withJi(p, null));
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

export const english: LanguagePack = {
  script: /[A-Za-z]/,
  time,
  // A formality of the formal letter: said once, before the answer.
  replyBefore: (date) => `As requested, we are sending our reply before ${date}.`,
  onDate: (date) => `on ${date}`,
  // The host's 'Our Residence' is the guest's 'your residence'; 'School Auditorium' is 'the School Auditorium'.
  atVenue: (venue) => {
    const place = venue.replace(/^(?:our|my)\s+(residence|house|home)\b/i, (_, where: string) => `your ${where.toLowerCase()}`);
    if (place === venue && isTown(venue)) return `in ${venue}`;
    return `at ${place !== venue || !PLACE_BY_WHAT_IT_IS.test(venue) ? place : `the ${venue}`}`;
  },

  salutation(to) {
    if (!to) return 'Dear Sir/Madam,';
    const name = to.name.replace(/^the\s+/i, '');
    // An institution is not a person: no "ji"; its members are addressed, an office or a firm as "Sir/Madam".
    if (to.kind === 'institution') return OFFICE_OR_FIRM.test(to.name) ? 'Dear Sir/Madam,' : `Dear Members of ${members(to.name)},`;
    // "The Principal", "The Sharma family": an office or a family, addressed without "ji".
    if (name !== to.name) return `Dear ${name},`;
    if (to.kind === 'couple') return `Dear ${hasCoupleTitle(to.name) ? to.name : `Shri & Smt. ${to.core}`},`;
    if (to.kind === 'family') {
      const family = splitFamily(name);
      // "… and Family" as a card capitalises it; a salutation writes the word small.
      if (family) return `Dear ${withJi(family[0], to.title)}${family[1].replace(/\bFamil(y|ies)\b/, 'famil$1')},`;
      return /\bfamil(?:y|ies)$/i.test(name) ? `Dear ${name.replace(/^samast(?:a)?\s+/i, '')},` : familyInEnglish(to);
    }
    if (to.people.length > 1) return `Dear ${joinPeople(to.people)},`;
    return `Dear ${withJi(name, to.title)},`;
  },

  paragraphs(s, variant) {
    const event = englishEvent(s);
    const details = whereWhen(s);
    const org = s.organization;
    const elder = isGrownUpAge(s.honoree.age) && WISHES[s.type].elder;
    const wish = s.type === 'religious' && s.host?.kind === 'institution' ? RELIGIOUS_FOR_A_BODY : elder || WISHES[s.type];
    if (variant === 'normal') {
      return [
        `Thank you for your kind invitation to ${join(event + (details ? ',' : ''), details && `to be held ${details}`)}. It is an honour to be remembered on such ${OCCASION[s.type]} occasion.`,
        wish.normal,
        normalAnswer(s),
      ];
    }
    // A friend's letter: first the gladness, the day and the place with the answer at the end.
    return [
      join((elder ? OPENING.elder : OPENING[s.type])(event), relationshipLine(s)),
      join(honoreeBlessing(s), wish.finetuned),
      // "warm" is left to the closing ("With warm regards,"), said once.
      `${personalAnswer(s, details)}${regardsTo(s, (circle) => ` Please convey my regards to ${circle === 'inauguration' && FELLOW_MEMBERS.test(s.host?.name ?? '') ? 'your fellow members' : CIRCLE[circle]}${org ? `; everyone at ${org} joins me in wishing you well` : ''}.`) || (org ? ` Everyone at ${org} joins me in wishing you well.` : '')}`,
    ];
  },

  closing: (variant) => (variant === 'normal' ? ['Yours sincerely,'] : ['With warm regards,']),
};
