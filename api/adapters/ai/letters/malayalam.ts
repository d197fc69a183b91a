/**
 * Malayalam. Case endings join the noun, so the event name and the venue are inflected when they
 * end in Malayalam (ജന്മദിനാഘോഷം → ജന്മദിനാഘോഷത്തിന്, തൃശ്ശൂർ → തൃശ്ശൂരിൽ, എറണാകുളം → എറണാകുളത്ത്);
 * a venue is said town first, its locality with -ലെ ('ബെംഗളൂരു ജയനഗറിലെ … മണ്ഡപത്തിൽ'); a name in
 * another script takes the hyphenated ending Malayalam uses for foreign words (-ൽ), and an address
 * with a house number or a PIN code is introduced as an address. Dates are written year first, as
 * Malayalam cards and papers print them ('2027 ഫെബ്രുവരി 14 ഞായറാഴ്ച').
 */
import type { Addressee, ByType, LanguagePack, Slots, Variant } from './common';
import { regardsTo, join, nativeTime } from './common';
import { malayalamCase } from './malayalam-case';
import { birthdayWish, honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './malayalam-reply';
import { designationIn, officeOfInstitution } from './designations';
import { REGIONAL_PLACES } from './regional-places';
import { monthNamesIn, weekdayNamesIn } from '@shared/helpers/calendar-names';

const SCRIPT = /[\u0D00-\u0D7F]/;

// Without the zero-width non-joiner of the locale data (ഞായറാഴ്‌ച, ഒക്‌ടോബർ): the press writes ഞായറാഴ്ച, ഒക്ടോബർ.
const plain = (words: readonly string[]) => words.map((w) => w.replace(/\u200C/gu, ''));
export const MALAYALAM_MONTHS = plain(monthNamesIn('ml'));
export const MALAYALAM_WEEKDAYS = plain(weekdayNamesIn('ml'));

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

/** A Sanskrit event name as Malayalam writes it: one compound (ഗൃഹ പ്രവേശം → ഗൃഹപ്രവേശം), and a
 *  feminine -ā noun (പൂജ) without the neuter -ം the spelling step gives every Sanskrit event word
 *  (സത്യനാരായണ പൂജം → സത്യനാരായണ പൂജ, so പൂജയ്ക്ക്, not പൂജത്തിന്). */
function eventWords(name: string): string {
  return name.replace(/ഗൃഹ\s+പ്രവേശ/u, 'ഗൃഹപ്രവേശ').replace(/(പൂജ|സഭ|യാത്ര|സന്ധ്യ)ം$/u, '$1');
}

/** "to the <event>". */
function toEvent(s: Slots): string {
  const name = eventWords(s.eventName) || GENERIC_EVENT[s.type];
  return malayalamCase(name, 'dative') ?? `${name} ചടങ്ങിന്`;
}

/** The locality of a venue with -ലെ ('ജയനഗർ' → 'ജയനഗറിലെ', 'എറണാകുളം' → 'എറണാകുളത്തെ'), or null. */
function ofPlace(area: string): string | null {
  const at = malayalamCase(area, 'locative');
  return at && at.replace(/ിൽ$/u, 'ിലെ').replace(/്$/u, 'െ');
}

const MONTH = MALAYALAM_MONTHS.join('|');
const WEEKDAY = MALAYALAM_WEEKDAYS.join('|');
// 'ഞായറാഴ്ച, 14 ഫെബ്രുവരി 2027' and 'ഫെബ്രുവരി 14, 2027', as the date arrives from English.
const DAY_FIRST = new RegExp(`^(?:(${WEEKDAY}),?\\s+)?(\\d{1,2})\\s+(${MONTH})(?:,?\\s+(\\d{4}))?$`, 'u');
const MONTH_FIRST = new RegExp(`^(?:(${WEEKDAY}),?\\s+)?(${MONTH})\\s+(\\d{1,2}),?(?:\\s+(\\d{4}))?$`, 'u');

/** The date as Malayalam prints it, year first and the weekday last ('2027 ഫെബ്രുവരി 14 ഞായറാഴ്ച'); other forms as they are. */
function yearFirst(date: string): string {
  const d = date.replace(/\u200C/gu, '').trim();
  const a = DAY_FIRST.exec(d);
  if (a) return join(a[4], a[3], a[2], a[1]);
  const b = MONTH_FIRST.exec(d);
  if (b) return join(b[4], b[2], b[3], b[1]);
  return date;
}

/** "on <date>": a date that ends in its weekday needs no ending ('… ഞായറാഴ്ച രാവിലെ'), one that ends in a number takes -ന്. */
function onDate(date: string): string {
  const d = yearFirst(date);
  return /[\d൦-൯]$/u.test(d) ? `${d}-ന്` : d;
}

/** "before <date>": -ന് മുമ്പ് after a number, the dative after a weekday (ഞായറാഴ്ചയ്ക്ക് മുമ്പ്). */
function beforeDate(date: string): string {
  const d = yearFirst(date);
  const weekday = new RegExp(`(?:${WEEKDAY})$`, 'u').test(d) && malayalamCase(d, 'dative');
  return `${weekday || `${d}-ന്`} മുമ്പായി`;
}

/** An office printed before its institution ('പ്രിൻസിപ്പൽ, ശാരദ വിദ്യ സംസ്ഥ', as the spelling step
 *  also writes 'The Principal, …'): one person, written to by the office after the institution
 *  (ശാരദ വിദ്യ സംസ്ഥ പ്രിൻസിപ്പൽ); null otherwise. */
function officeOf(to: Addressee | null): { office: string; institution: string } | null {
  return to?.kind === 'institution' ? officeOfInstitution(to.name, 'Malayalam') : null;
}

// An office written to alone ('The Principal' → 'പ്രിൻസിപ്പൽ'), greeted with respect in the personal letter too.
const OFFICES = new Set(['principal', 'president', 'secretary', 'chairman', 'director', 'manager', 'mla', 'mp', 'minister', 'mayor', 'district collector'].map((o) => designationIn(o, 'Malayalam')));

// A body run by office-bearers (ഭാരവാഹികൾ: 'ലയൺസ് ക്ലബ് ഓഫ് കൊച്ചി', 'പഞ്ചായത്ത് ഭരണസമിതി'); a school, a
// college, a hotel or a company has authorities (അധികൃതർ).
const BODY = /(?:സമിതി|കമ്മിറ്റി|മാനേജ്മെന്റ്|സംഘം|ട്രസ്റ്റ്|ക്ലബ്|അസോസിയേഷൻ|യോഗം|സഭ|മണ്ഡലി|സൊസൈറ്റി|ഫൗണ്ടേഷൻ|കൗൺസിൽ|ഫെഡറേഷൻ|യൂണിയൻ|പരിഷത്ത്|കൂട്ടായ്മ|വേദി|ഗ്രന്ഥശാല|വായനശാല)(?=\s|$)/u;

// Towns as Malayalam prints them: 'രമേഷ് കുമാർ, തൃശൂർ' names one man and his town, not two people.
const TOWNS = new Set(Object.values(REGIONAL_PLACES).map((place) => place[2]));

/** An institution as Malayalam names it: the town first ('ഗവ. ഹയർ സെക്കൻഡറി സ്കൂൾ, ആലുവ' → 'ആലുവ
 *  ഗവ. ഹയർ സെക്കൻഡറി സ്കൂൾ'), a body after what it runs ('ഭരണസമിതി, ശ്രീകൃഷ്ണ ക്ഷേത്രം' → 'ശ്രീകൃഷ്ണ
 *  ക്ഷേത്ര ഭരണസമിതി'); other names as printed. */
function institutionName(name: string): string {
  const [first, second, ...more] = name.split(/\s*,\s*/u);
  if (!second || more.length > 0) return name;
  if (BODY.test(first!) && !/\s/u.test(first!)) return before(second, first!);
  return /\s/u.test(second) ? name : `${second} ${first}`;
}

/** A name before the word that follows it, a neuter noun as its stem (ക്ഷേത്രം അധികൃതർ → ക്ഷേത്ര അധികൃതർ). */
function before(name: string, next: string): string {
  return `${name.replace(/ം$/u, '')} ${next}`;
}

/** "<name> and family" as a letter opens to them: 'സുരേഷ് ശർമയ്ക്കും കുടുംബത്തിനും'. A house or
 *  family name ('പുത്തൻപുരയിൽ', printed 'മേനോൻ കുടുംബാംഗങ്ങൾ') is no one to take the dative: its
 *  members are greeted ('പുത്തൻപുരയിൽ കുടുംബാംഗങ്ങളേ'), as when the name cannot take the ending. */
function toFamily(to: Addressee): string {
  const house = /ിൽ$/u.test(to.core) || /കുടുംബാംഗങ്ങൾ$/u.test(to.name);
  const dative = house ? null : alsoTo([to.core]);
  return dative ? `${dative} കുടുംബത്തിനും` : `${to.core} കുടുംബാംഗങ്ങളേ`;
}

/** People greeted each in the dative with -ഉം, as Malayalam letters open to two or more
 *  ('ശ്രീ. രാജൻ പിള്ളയ്ക്കും ശ്രീമതി ലത രാജനും', 'കിരണിനും ദിവ്യ റാവുവിനും'); null when a name cannot take it. */
function alsoTo(people: readonly string[]): string | null {
  if (people.some((p) => TOWNS.has(p) || BODY.test(p))) return null;
  const each = people.map((p) => malayalamCase(p, 'dative')?.replace(/്$/u, 'ും'));
  return each.every(Boolean) ? each.join(' ') : null;
}

/** 'ജോർജ് കുര്യനും കുടുംബവും', printed in Malayalam, arrives as two people, the second 'കുടുംബവ്':
 *  it is a family, written to as one. */
function withFamily(to: Addressee | null): Addressee | null {
  if (to?.kind !== 'person' || to.people.length < 2 || !/^കുടുംബ(?:വ്|ം|ാംഗങ്ങൾ)$/u.test(to.people.at(-1)!)) return to;
  const core = to.people.slice(0, -1).join(', ');
  return { ...to, kind: 'family', core, count: 3, people: [core], isGroup: true };
}

/** A couple printed as one name takes ശ്രീ before it ('ശ്രീ രമേഷ് കുമാർ ദമ്പതികളേ'); one with its
 *  title, or named as the pair ('ജോസഫ് - മേരി ദമ്പതികളേ'), is greeted as printed. */
function coupleName(core: string): string {
  return /^(?:ശ്രീ|ഡോ|അഡ്വ|പ്രൊ|റവ)/u.test(core) || /[-–&,]/u.test(core) ? core : `ശ്രീ ${core}`;
}

// The formal wishes say the moment without the event's name, which the opening has just said; the
// personal ones end in the bare optative (…നിറയട്ടെ.), as a letter to someone known wishes, without
// the formal letter's 'എന്ന് ആശംസിക്കുന്നു'.
const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'ഈ മംഗളവേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ അഭിനന്ദനങ്ങൾ. നവദമ്പതികളുടെ ദാമ്പത്യജീവിതം സ്നേഹവും പരസ്പരധാരണയും സന്തോഷവും നിറഞ്ഞതാകട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'ഇരുജീവിതങ്ങൾ ഒന്നാകുന്ന ധന്യനിമിഷമാണിത്. നവദമ്പതികൾ പരസ്പരം താങ്ങും തണലുമായി നീണാൾ വാഴട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
  },
  housewarming: {
    normal:
      'ഈ ശുഭവേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ ആശംസകൾ. പുതിയ ഭവനത്തിൽ എന്നും ഐശ്വര്യവും സമാധാനവും ആരോഗ്യവും നിറയട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'ഏതൊരു കുടുംബത്തിന്റെയും വലിയ സ്വപ്നമാണ് ഒരു വീട്; അത് പൂവണിഞ്ഞതിന്റെ ആഹ്ലാദം ഞാനും പങ്കിടുന്നു. അവിടെ എന്നും ചിരിയും കളിയും ആയുരാരോഗ്യസൗഖ്യവും നിറയട്ടെ.',
  },
  inauguration: {
    normal:
      'ഈ സുപ്രധാന വേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ അഭിനന്ദനങ്ങൾ. ഈ സംരംഭം ദിനംപ്രതി വളർന്ന് ഉന്നതവിജയങ്ങൾ കൈവരിക്കുകയും സമൂഹത്തിന് മികച്ച സേവനം നൽകുകയും ചെയ്യട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'ഓരോ തുടക്കത്തിനും പിന്നിൽ ദീർഘവീക്ഷണവും അക്ഷീണ പ്രയത്നവുമുണ്ട്. ഈ സംരംഭം ഉത്തരോത്തരം വളർന്ന് ശാശ്വതമായ വിജയം നേടട്ടെ.',
  },
  religious: {
    normal:
      'ഈ പുണ്യകർമ്മത്തിലൂടെ നാടിനാകെ ഈശ്വരാനുഗ്രഹം ലഭിക്കട്ടെ; ഏവരുടെയും ജീവിതം ശാന്തിയും ആരോഗ്യവും ഐശ്വര്യവും നിറഞ്ഞതാകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'ഇത്തരം പുണ്യകർമ്മങ്ങൾ നാടിനും വീടിനും ഐശ്വര്യം പകരുന്നു. ഈശ്വരകൃപ താങ്കൾക്കും ഉറ്റവർക്കും എന്നും തുണയാകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
  },
  birthday: {
    normal:
      'ഈ ശുഭവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ ആശംസകൾ. ദീർഘായുസ്സും ആരോഗ്യവും സന്തോഷവും ഈശ്വരൻ നൽകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'ഉറ്റവരെല്ലാം ഒത്തുചേരുന്ന ഈ വേള മധുരമുള്ള ഓർമ്മയായി നിൽക്കട്ടെ. ദീർഘായുസ്സും പൂർണ്ണ ആരോഗ്യവും ഈശ്വരൻ നൽകട്ടെ; ജീവിതത്തിൽ എന്നും നന്മകൾ മാത്രം വരട്ടെ.',
  },
  engagement: {
    normal:
      'ഈ മംഗളവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ അഭിനന്ദനങ്ങൾ. ഇരുവർക്കുമിടയിൽ സ്നേഹവും പരസ്പരവിശ്വാസവും വളരട്ടെ, ഈ ശുഭാരംഭം സന്തോഷകരമായ ദാമ്പത്യജീവിതത്തിലേക്ക് നയിക്കട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'ജീവിതകാലം മുഴുവൻ ഒന്നിച്ചു നടക്കാനുള്ള വാഗ്ദാനത്തിന്റെ മനോഹരമായ തുടക്കമാണിത്. ഇരുവരുടെയും പരസ്പരവിശ്വാസം നാൾക്കുനാൾ ദൃഢമാകട്ടെ; വരാനിരിക്കുന്ന ദിനങ്ങൾ ആഹ്ലാദം നിറഞ്ഞതാകട്ടെ.',
  },
  naming: {
    normal:
      'ഈ ശുഭവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ അഭിനന്ദനങ്ങൾ. കുഞ്ഞ് ആരോഗ്യത്തോടെയും സന്തോഷത്തോടെയും വളരട്ടെ, അന്ന് നൽകുന്ന പേര് ജീവിതകാലം മുഴുവൻ യശസ്സും സൗഭാഗ്യവും കൊണ്ടുവരട്ടെ എന്ന് ആശംസിക്കുന്നു.',
    finetuned:
      'ഒരു കുഞ്ഞിന്റെ വരവ് വീടിനാകെ വെളിച്ചമാണ്. ആരോഗ്യത്തോടെയും പുഞ്ചിരിയോടെയും നല്ല ശീലങ്ങളോടെയും വളർന്ന് നാടിന് അഭിമാനമാകട്ടെ.',
  },
  'thread-ceremony': {
    normal:
      'ഈ പവിത്രവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ അഭിനന്ദനങ്ങൾ. വടുവിന് ഈശ്വരൻ വിദ്യയും ബുദ്ധിയും ആരോഗ്യവും സദാചാരവും നൽകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.',
    finetuned:
      'അറിവിന്റെയും അച്ചടക്കത്തിന്റെയും വഴിയിലേക്കുള്ള ആദ്യചുവടാണിത്. ഈ ദിനത്തിന്റെ അനുഗ്രഹം ജീവിതകാലം മുഴുവൻ കൂട്ടായിരിക്കട്ടെ.',
  },
  other: {
    normal:
      'ഈ പ്രത്യേക വേളയിൽ ഞങ്ങളുടെ ഹൃദയംഗമമായ ആശംസകൾ. പരിപാടി വൻവിജയവും ഏവർക്കും അവിസ്മരണീയവുമാകട്ടെ.',
    finetuned:
      'ഇത്തരം ഒത്തുചേരലുകളാണ് ജീവിതത്തിന് നിറം പകരുന്നത്. ഈ പരിപാടി ഭംഗിയായി നടക്കട്ടെ; മധുരമുള്ള ഓർമ്മകൾ ബാക്കിവെക്കട്ടെ.',
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
  // Said without താങ്കൾ/നിങ്ങൾ: this sentence is added after the paragraphs are addressed.
  replyBefore: (date) => `അഭ്യർത്ഥിച്ചതുപോലെ ${beforeDate(date)}ത്തന്നെ ഞങ്ങളുടെ മറുപടി അയയ്ക്കുന്നു.`,
  onDate,
  atVenue(venue) {
    // A house number or a PIN code: an address, said as one.
    if (/[\d൦-൯]/u.test(venue)) return `${venue} എന്ന വിലാസത്തിൽ`;
    // 'Place, Locality, Town': the town first, the locality with -ലെ, the place with -ിൽ.
    const parts = venue.split(/\s*,\s*/u).filter(Boolean);
    const town = parts.length > 1 && !/\s/u.test(parts.at(-1)!) ? parts.at(-1)! : null;
    if (town) {
      const [place, ...areas] = parts.slice(0, -1);
      const at = malayalamCase(place!, 'locative');
      const of = areas.map(ofPlace);
      if (at && of.every(Boolean)) return join(town, ...of, at);
    }
    return malayalamCase(venue, 'locative') ?? `${venue}-ൽ`;
  },

  salutation(printed, variant) {
    const to = withFamily(printed);
    if (!to) return variant === 'normal' ? 'ബഹുമാന്യരേ,' : 'പ്രിയപ്പെട്ടവരേ,';
    // A body, or its head, is greeted with respect in the personal letter too.
    const dear = variant === 'normal' || to.kind === 'institution' || OFFICES.has(to.name) ? 'ബഹുമാനപ്പെട്ട' : 'പ്രിയപ്പെട്ട';
    // An office-bearer by the office, a body through its office-bearers, an institution through its authorities.
    const office = officeOf(to);
    if (office) return `${dear} ${before(institutionName(office.institution), office.office)},`;
    if (to.kind === 'institution') {
      const name = institutionName(to.name);
      return `${dear} ${before(name, BODY.test(name) ? 'ഭാരവാഹികളേ' : 'അധികൃതരേ')},`;
    }
    if (to.kind === 'couple') return `${dear} ${coupleName(to.core)} ദമ്പതികളേ,`;
    // A family as Malayalam letters open to one: 'സുരേഷ് ശർമയ്ക്കും കുടുംബത്തിനും'.
    if (to.kind === 'family') return `${dear} ${toFamily(to)},`;
    // Several people each in the dative, not listed with '&' or commas.
    return `${dear} ${to.people.length > 1 ? (alsoTo(to.people) ?? to.people.join(', ')) : to.name},`;
  },

  paragraphs(printed, variant) {
    const s = { ...printed, host: withFamily(printed.host) };
    return addressed(s, paragraphsOf(s, variant));
  },

  // 'വിശ്വസ്തതയോടെ' marks no gender.
  closing: (variant) => (variant === 'normal' ? ['വിശ്വസ്തതയോടെ,'] : ['സ്നേഹാദരങ്ങളോടെ,']),
};

/** The letter's paragraphs, speaking to one host ('താങ്കൾ'). */
function paragraphsOf(s: Slots, variant: Variant): string[] {
  if (variant === 'normal') {
    // The letter received first, then the thanks; ക്ഷണം is kept for the answer that accepts it.
    return [
      `നമസ്കാരം. ${join(s.when, s.where, 'നടക്കാനിരിക്കുന്ന', toEvent(s))} ഞങ്ങളെ ക്ഷണിച്ചുകൊണ്ടുള്ള താങ്കളുടെ കത്ത് ലഭിച്ചു. ഈ സൗമനസ്യത്തിന് ആത്മാർത്ഥമായ നന്ദി.`,
      (s.type === 'birthday' && birthdayWish(s)) || WISHES[s.type].normal,
      normalAnswer(s),
    ];
  }
  // A letter to someone known opens with the invitation and the joy of it ('ഗൃഹപ്രവേശത്തിനുള്ള
  // ക്ഷണക്കത്ത് കിട്ടി; ഒരുപാട് സന്തോഷമായി.'); the day and the place come with the answer. A letter
  // to people (not to a body) asks after them first.
  const person = s.host && s.host.kind !== 'institution' ? 'സുഖമെന്ന് കരുതുന്നു.' : '';
  const forEvent = toEvent(s).replace(/്$/u, 'ുള്ള');
  return [
    join('നമസ്കാരം.', person, `${forEvent} ക്ഷണക്കത്ത് കിട്ടി; ഒരുപാട് സന്തോഷമായി. എന്നെയും ഓർത്തതിന് താങ്കളോട് ഹൃദയപൂർവം നന്ദി.`, relationshipLine(s)),
    join(honoreeBlessing(s), WISHES[s.type].finetuned),
    join(personalAnswer(s), fromOrganization(s.organization), regardsTo(s, (circle) => regards(s, circle))),
  ];
}

/** The greetings of the sender's organisation ('സഹായക് സേവ ട്രസ്റ്റിലെ എല്ലാവരുടെയും ആശംസകൾ കൂടി
 *  അറിയിക്കുന്നു'); '' without one. */
function fromOrganization(org: string): string {
  if (!org) return '';
  const at = malayalamCase(org, 'locative');
  // 'ട്രസ്റ്റിൽ' → 'ട്രസ്റ്റിലെ'; a one-word name's adverbial locative (സംഘത്ത്) as the noun's (സംഘത്തിലെ).
  const of = at ? at.replace(/(ത്ത|ട്ട)്$/u, '$1ിൽ').replace(/ിൽ$/u, 'ിലെ') : `${org} കുടുംബത്തിലെ`;
  return `${of} എല്ലാവരുടെയും ആശംസകൾ കൂടി അറിയിക്കുന്നു.`;
}

/** The regards the personal letter ends with, said without a verb as a letter to someone known
 *  ends ('കുടുംബാംഗങ്ങൾക്കെല്ലാം അന്വേഷണം.'): to the family, the colleagues, or a body's members. */
function regards(s: Slots, circle: keyof typeof CIRCLE): string {
  const body = s.host?.kind === 'institution' && !officeOf(s.host) && BODY.test(institutionName(s.host.name));
  return `${body ? 'അംഗങ്ങൾക്കെല്ലാം' : CIRCLE[circle]} അന്വേഷണം.`;
}

/**
 * 'താങ്കൾ' is one person, an institution's head too; a couple, a family, a committee, and the
 * readers of a letter opened 'ബഹുമാന്യരേ' (no host named) are 'നിങ്ങൾ', in every case form
 * (താങ്കളുടെ → നിങ്ങളുടെ, താങ്കൾക്കും → നിങ്ങൾക്കും).
 */
function addressed(s: Slots, paragraphs: string[]): string[] {
  const many = !s.host || (s.host.isGroup && !officeOf(s.host));
  return many ? paragraphs.map((p) => p.replace(/താങ്ക(?=[ളൾ])/gu, 'നിങ്ങ')) : paragraphs;
}
