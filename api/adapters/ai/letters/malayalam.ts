/**
 * Malayalam. Case endings join the noun, so the event name and the venue are inflected when they
 * end in Malayalam (ജന്മദിനാഘോഷം → ജന്മദിനാഘോഷത്തിന്, തൃശ്ശൂർ → തൃശ്ശൂരിൽ, എറണാകുളം → എറണാകുളത്ത്);
 * a name in another script takes the hyphenated ending Malayalam uses for foreign words (-ൽ), and
 * an address ending in a PIN code is introduced as an address.
 */
import type { ByType, LanguagePack, Slots, Variant } from './common';
import { regardsTo, finalLetter, join, nativeTime, townFirst } from './common';
import { honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './malayalam-reply';
import { monthNamesIn, weekdayNamesIn } from '@shared/helpers/calendar-names';

const SCRIPT = /[\u0D00-\u0D7F]/;
const VIRAMA = '\u0D4D';
/** Chillu letters and the consonant each stands for. */
const CHILLU: Readonly<Record<string, string>> = { 'ൽ': 'ല', 'ർ': 'ര', 'ൾ': 'ള', 'ൺ': 'ണ', 'ൻ': 'ന', 'ൿ': 'ക' };

export const MALAYALAM_MONTHS = monthNamesIn('ml');
export const MALAYALAM_WEEKDAYS = weekdayNamesIn('ml');

/** Old-style chillu (consonant + virama + ZWJ) as the atomic chillu letter. */
function atomicChillu(s: string): string {
  return s.replace(/([ലരളണനക])\u0D4D\u200D/gu, (_, c: string) => Object.keys(CHILLU).find((k) => CHILLU[k] === c) ?? c);
}

/** Attaches a case ending to a Malayalam noun with a regular ending, or returns null. The
 *  locative of a one-word place name is the adverbial -ത്ത് / -ട്ട് (എറണാകുളത്ത്, പാലക്കാട്ട്);
 *  of a building, -ത്തിൽ / -ട്ടിൽ (ഓഡിറ്റോറിയത്തിൽ, വീട്ടിൽ). */
export function malayalamCase(input: string, kind: 'dative' | 'locative'): string | null {
  const noun = atomicChillu(input);
  const last = finalLetter(noun);
  if (!SCRIPT.test(last)) return null;
  const dat = kind === 'dative';
  const chars = [...noun];
  const stem = (drop: number) => chars.slice(0, chars.length - drop).join('');
  const placeName = !/\s/.test(noun.split(',').pop()!.trim());
  if (last === 'ം') return stem(1) + (dat ? 'ത്തിന്' : placeName ? 'ത്ത്' : 'ത്തിൽ');
  if (CHILLU[last]) return stem(1) + CHILLU[last] + (dat ? 'ിന്' : 'ിൽ');
  if (last === VIRAMA) {
    const c = chars[chars.length - 2];
    if (!dat && c === 'ട' && chars[chars.length - 3] !== VIRAMA) {
      return stem(1) + VIRAMA + 'ട' + (placeName ? VIRAMA : 'ിൽ');
    }
    return stem(1) + (dat ? 'ിന്' : 'ിൽ'); // ചടങ്ങ് → ചടങ്ങിന് / ചടങ്ങിൽ
  }
  if ('ിീെേൈ'.includes(last)) return noun + (dat ? 'ക്ക്' : 'യിൽ'); // പരിപാടിക്ക്, കൊച്ചിയിൽ
  if ('ുൂോ'.includes(last)) return noun + (dat ? 'വിന്' : 'വിൽ');
  if (last === 'ാ' || /[\u0D15-\u0D39]/.test(last)) return noun + (dat ? 'യ്ക്ക്' : 'യിൽ'); // പൂജയ്ക്ക്, ആലപ്പുഴയിൽ
  return null;
}

/** What the event is called when the card gave no name. */
const GENERIC_EVENT: ByType<string> = {
  wedding: 'വിവാഹച്ചടങ്ങ്',
  housewarming: 'ഗൃഹപ്രവേശച്ചടങ്ങ്',
  inauguration: 'ഉദ്ഘാടനച്ചടങ്ങ്',
  religious: 'ആത്മീയ ചടങ്ങ്',
  birthday: 'ജന്മദിനാഘോഷം',
  engagement: 'വിവാഹനിശ്ചയച്ചടങ്ങ്',
  naming: 'നാമകരണച്ചടങ്ങ്',
  'thread-ceremony': 'ഉപനയനച്ചടങ്ങ്',
  other: 'ചടങ്ങ്',
};

/** "to the <event>". */
function toEvent(s: Slots): string {
  const name = s.eventName || GENERIC_EVENT[s.type];
  return malayalamCase(name, 'dative') ?? `${name} ചടങ്ങിന്`;
}

/** "ഇത്രയും <…> ഒരു വേളയിൽ". */
const OCCASION: ByType<string> = {
  wedding: 'മംഗളകരമായ',
  housewarming: 'ശുഭകരമായ',
  inauguration: 'സുപ്രധാനമായ',
  religious: 'പവിത്രമായ',
  birthday: 'സന്തോഷകരമായ',
  engagement: 'മംഗളകരമായ',
  naming: 'സന്തോഷകരമായ',
  'thread-ceremony': 'പവിത്രമായ',
  other: 'സവിശേഷമായ',
};

const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'ഈ മംഗളവേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ അഭിനന്ദനങ്ങൾ അറിയിക്കുന്നു. നവദമ്പതികളുടെ ദാമ്പത്യജീവിതം സ്നേഹവും പരസ്പരധാരണയും സന്തോഷവും നിറഞ്ഞതാകട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'വിവാഹം രണ്ട് മനസ്സുകളെ മാത്രമല്ല, രണ്ട് കുടുംബങ്ങളെയും ഒന്നിപ്പിക്കുന്ന പവിത്രബന്ധമാണ്. നവദമ്പതികൾ സ്നേഹത്തോടും വിശ്വാസത്തോടും പരസ്പരധാരണയോടും കൂടി ദീർഘകാലം സന്തോഷത്തോടെ ഒരുമിച്ച് ജീവിക്കട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  housewarming: {
    normal:
      'പുതിയ വീട്ടിലേക്കുള്ള ഗൃഹപ്രവേശത്തിന്റെ ഈ ശുഭവേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ ആശംസകൾ. പുതിയ ഭവനം എന്നും ഐശ്വര്യവും സമാധാനവും ആരോഗ്യവും നിറഞ്ഞതാകട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'പുതിയ വീട് ജീവിതത്തിലെ ഒരു പുതിയ അധ്യായത്തിന്റെ തുടക്കമാണ്. ആ വീടിന്റെ ഓരോ കോണിലും ചിരിയും സന്തോഷവും നിറയട്ടെ, അവിടെ താങ്കളുടെ കുടുംബം ആയുരാരോഗ്യത്തോടും ഐശ്വര്യത്തോടും കൂടി വാഴട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  inauguration: {
    normal:
      'ഈ സുപ്രധാന വേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ അഭിനന്ദനങ്ങൾ. ഈ പുതിയ സംരംഭം ദിനംപ്രതി വളർന്ന് ഉന്നതവിജയങ്ങൾ കൈവരിക്കുകയും സമൂഹത്തിന് മികച്ച സേവനം നൽകുകയും ചെയ്യട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'ഓരോ പുതിയ തുടക്കത്തിനും പിന്നിൽ ദീർഘവീക്ഷണവും അക്ഷീണ പ്രയത്നവുമുണ്ട്. ഈ സംരംഭം ഉത്തരോത്തരം വളർന്ന് ശാശ്വതമായ വിജയം നേടട്ടെ എന്നും താങ്കൾക്കും സഹപ്രവർത്തകർക്കും എല്ലാ നന്മകളും ഉണ്ടാകട്ടെ എന്നും ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  religious: {
    normal:
      'ഈ പുണ്യവേളയിൽ ഈശ്വരാനുഗ്രഹം താങ്കൾക്കും കുടുംബത്തിനും എന്നും ഉണ്ടാകട്ടെ എന്നും, താങ്കളുടെ ജീവിതം ശാന്തിയും ആരോഗ്യവും ഐശ്വര്യവും നിറഞ്ഞതാകട്ടെ എന്നും പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'ഇത്തരം പുണ്യകർമ്മങ്ങൾ മനസ്സിന് ശാന്തി നൽകുകയും നമ്മെ ഈശ്വരനോട് കൂടുതൽ അടുപ്പിക്കുകയും ചെയ്യുന്നു. ഈശ്വരകൃപ താങ്കൾക്കും പ്രിയപ്പെട്ടവർക്കും എന്നും തുണയാകട്ടെ എന്ന് ഹൃദയപൂർവം പ്രാർത്ഥിക്കുന്നു.',
  },
  birthday: {
    normal:
      'ഈ ജന്മദിനവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ ആശംസകൾ. ദീർഘായുസ്സും ആയുരാരോഗ്യവും സന്തോഷവും ഈശ്വരൻ നൽകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'ജന്മദിനം ജീവിതത്തിന്റെ സന്തോഷം ആഘോഷിക്കുന്ന മധുരമുള്ള ദിവസമാണ്. വരും വർഷങ്ങൾ ദീർഘായുസ്സും പൂർണ്ണ ആരോഗ്യവും അളവറ്റ സന്തോഷവും സമ്മാനിക്കട്ടെ, മനസ്സിലെ എല്ലാ ആഗ്രഹങ്ങളും സഫലമാകട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  engagement: {
    normal:
      'വിവാഹനിശ്ചയത്തിന്റെ ഈ മംഗളവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ അഭിനന്ദനങ്ങൾ സ്വീകരിക്കുക. ഇരുവരുടെയും ജീവിതം സ്നേഹവും പരസ്പരവിശ്വാസവും നിറഞ്ഞതാകട്ടെ, ഈ ശുഭാരംഭം സന്തോഷകരമായ ദാമ്പത്യജീവിതത്തിലേക്ക് നയിക്കട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'വിവാഹനിശ്ചയം ജീവിതകാലം മുഴുവൻ ഒന്നിച്ചു നടക്കാനുള്ള വാഗ്ദാനത്തിന്റെ മനോഹരമായ തുടക്കമാണ്. ഇരുവർക്കുമിടയിലെ സ്നേഹവും വിശ്വാസവും നാൾക്കുനാൾ വളരട്ടെ, വരാനിരിക്കുന്ന ദിനങ്ങൾ സന്തോഷം നിറഞ്ഞതാകട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  naming: {
    normal:
      'നാമകരണത്തിന്റെ ഈ സന്തോഷവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ അഭിനന്ദനങ്ങൾ. കുഞ്ഞ് ആരോഗ്യത്തോടെയും സന്തോഷത്തോടെയും വളരട്ടെ, അന്ന് നൽകുന്ന പേര് ജീവിതകാലം മുഴുവൻ യശസ്സും സൗഭാഗ്യവും കൊണ്ടുവരട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'കുഞ്ഞിന് പേരിടുന്നത് കുടുംബത്തിനാകെ ആഹ്ലാദത്തിന്റെ നിമിഷമാണ്. പൊന്നോമന ആരോഗ്യത്തോടെയും പുഞ്ചിരിയോടെയും നല്ല സംസ്കാരത്തോടെയും വളരട്ടെ, ആ പേര് നിങ്ങളുടെ കുടുംബത്തിന് അഭിമാനമാകട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  'thread-ceremony': {
    normal:
      'ഉപനയനത്തിന്റെ ഈ പവിത്രവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ അഭിനന്ദനങ്ങൾ. വടുവിന് ഈശ്വരൻ വിദ്യയും ബുദ്ധിയും ആരോഗ്യവും സദാചാരവും നൽകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'ഉപനയനം വിദ്യയുടെയും അച്ചടക്കത്തിന്റെയും ജീവിതത്തിലേക്കുള്ള ശുഭാരംഭമാണ്. അറിവിലും സദ്ഗുണത്തിലും ആരോഗ്യത്തിലും വടു അനുദിനം വളരട്ടെ, ഈ ദിനത്തിന്റെ അനുഗ്രഹം ജീവിതകാലം മുഴുവൻ കൂട്ടായിരിക്കട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
  other: {
    normal:
      'ഈ പ്രത്യേക വേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ ആശംസകൾ. ഈ പരിപാടി എല്ലാ അർത്ഥത്തിലും വിജയകരമാകട്ടെ, എല്ലാവർക്കും അവിസ്മരണീയമാകട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'ഇത്തരം വേളകൾ പ്രിയപ്പെട്ടവരെ കൂടുതൽ അടുപ്പിക്കുന്നു. ഈ പരിപാടി എല്ലാ നിലയിലും വിജയകരമാകട്ടെ, എല്ലാവരുടെയും മനസ്സിൽ മധുരസ്മരണകൾ ബാക്കിവെക്കട്ടെ എന്ന് ഹൃദയപൂർവം ആശംസിക്കുന്നു.',
  },
};

/** The people the personal letter sends regards to. */
const CIRCLE: ByType<string> = {
  wedding: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  housewarming: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  inauguration: 'സഹപ്രവർത്തകർക്കെല്ലാം',
  religious: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  birthday: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  engagement: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  naming: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  'thread-ceremony': 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
  other: 'കുടുംബാംഗങ്ങൾക്കെല്ലാം',
};

export const malayalam: LanguagePack = {
  script: SCRIPT,
  months: MALAYALAM_MONTHS,
  weekdays: MALAYALAM_WEEKDAYS,
  time: nativeTime(
    {
      periods: { early: 'പുലർച്ചെ', morning: 'രാവിലെ', afternoon: 'ഉച്ചയ്ക്ക്', evening: 'വൈകുന്നേരം', night: 'രാത്രി' },
      at: (c) => `${c} മണിക്ക്`,
      from: (c) => `${c} മണി മുതൽ`,
      range: (a, b) => `${a} മണി മുതൽ ${b} മണി വരെ`,
      label: 'സമയം',
    },
    SCRIPT,
  ),
  replyBefore: (date) => `താങ്കളുടെ അഭ്യർത്ഥന പ്രകാരം ${date}-ന് മുമ്പായി ഞങ്ങളുടെ മറുപടി അയയ്ക്കുന്നു.`,
  onDate: (date) => (/[\d൦-൯]$/.test(date) ? `${date}-ന്` : date),
  atVenue(venue) {
    const split = townFirst(venue);
    const atPlace = split && malayalamCase(split.place, 'locative');
    if (split && atPlace) return `${split.town} ${atPlace}`;
    const inflected = malayalamCase(venue, 'locative');
    if (inflected) return inflected;
    return /[\d൦-൯]$/.test(venue) ? `${venue} എന്ന വിലാസത്തിൽ` : `${venue}-ൽ`;
  },

  salutation(to, variant) {
    if (!to) return variant === 'normal' ? 'ബഹുമാന്യരേ,' : 'പ്രിയപ്പെട്ടവരേ,';
    const dear = variant === 'normal' ? 'ബഹുമാനപ്പെട്ട' : 'പ്രിയപ്പെട്ട';
    // Vocative forms: an institution through its office-bearers, a couple and a family as such.
    if (to.kind === 'institution') return `${dear} ${to.name} ഭാരവാഹികളേ,`;
    if (to.kind === 'couple') return `${dear} ${/^(?:ശ്രീ|ഡോ)/u.test(to.core) ? to.core : `ശ്രീ ${to.core}`} ദമ്പതികളേ,`;
    if (to.kind === 'family') return `${dear} ${to.core} കുടുംബാംഗങ്ങളേ,`;
    return `${dear} ${to.name},`;
  },

  paragraphs(s, variant) {
    return addressed(s, paragraphsOf(s, variant));
  },

  // 'വിശ്വസ്തതയോടെ' marks no gender.
  closing: (variant) => (variant === 'normal' ? ['വിശ്വസ്തതയോടെ,'] : ['സ്നേഹാദരങ്ങളോടെ,']),
};

/** The letter's paragraphs, speaking to one host ('താങ്കൾ'). */
function paragraphsOf(s: Slots, variant: Variant): string[] {
  const org = s.organization;
  const invitedTo = join(s.when, s.where, 'നടക്കാനിരിക്കുന്ന', toEvent(s));
  if (variant === 'normal') {
    return [
      `നമസ്കാരം. ${invitedTo} ഞങ്ങളെ സ്നേഹപൂർവം ക്ഷണിച്ചതിന് ഹൃദയംഗമമായ നന്ദി. താങ്കളുടെ ക്ഷണക്കത്ത് ലഭിച്ചതിൽ ഞങ്ങൾ അതിയായി സന്തോഷിക്കുന്നു.`,
      WISHES[s.type].normal,
      normalAnswer(s),
    ];
  }
  return [
    join(
      `നമസ്കാരം. ${invitedTo} താങ്കൾ സ്നേഹത്തോടെ അയച്ച ക്ഷണം എന്റെ മനസ്സിന് ഏറെ സന്തോഷം നൽകി. ഇത്രയും ${OCCASION[s.type]} ഒരു വേളയിൽ എന്നെ ഓർത്തതിന് താങ്കളോട് ഹൃദയം നിറഞ്ഞ നന്ദി.`,
      relationshipLine(s),
    ),
    join(honoreeBlessing(s), WISHES[s.type].finetuned),
    `${personalAnswer(s)}${regardsTo(s, (circle) => ` ${CIRCLE[circle]} എന്റെ സ്നേഹാന്വേഷണങ്ങൾ അറിയിക്കുമല്ലോ.`)}${org ? ` ${org} കുടുംബത്തിന്റെ പേരിലും ഹൃദയംഗമമായ ആശംസകൾ.` : ''}`,
  ];
}

/**
 * 'താങ്കൾ' is one person; a couple, a family or a committee is 'നിങ്ങൾ', in every case form
 * (താങ്കളുടെ → നിങ്ങളുടെ, താങ്കൾക്കും → നിങ്ങൾക്കും).
 */
function addressed(s: Slots, paragraphs: string[]): string[] {
  return s.host?.isGroup ? paragraphs.map((p) => p.replace(/താങ്ക(?=[ളൾ])/gu, 'നിങ്ങ')) : paragraphs;
}
