/**
 * Malayalam: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender. One name takes the dative itself
 * (ആരവിന്, അനന്യയ്ക്ക്); several stand in apposition ("<names> എന്നിവർക്ക്").
 */
import type { ByType, Slots } from './common';
import { isAddressee, isGrownUpAge, party } from './reply';
import { malayalamCase, malayalamGenitive } from './malayalam-case';

// A few people are counted in words, as a letter says them (രണ്ടുപേർ, മൂന്നുപേർ); more in digits.
const COUNT = ['', '', 'രണ്ടു', 'മൂന്നു', 'നാലു', 'അഞ്ചു', 'ആറു', 'ഏഴു', 'എട്ടു', 'ഒമ്പതു', 'പത്തു'];
const people = (n: number) => (COUNT[n] ? `${COUNT[n]}പേർ` : `${n} പേർ`);

/** The formal letter's answer and thanks ("ഞങ്ങൾ"), in the organisation's name ('സഹായക് സേവ ട്രസ്റ്റിന്റെ പേരിൽ';
 *  its 'കുടുംബം' is for the personal letter). */
export function normalAnswer(s: Slots): string {
  const org = s.organization && (malayalamGenitive(s.organization) ?? `${s.organization} കുടുംബത്തിന്റെ`);
  const thanks = `${org ? `${org} പേരിൽ ഒരിക്കൽക്കൂടി` : 'ഒരിക്കൽക്കൂടി'} നന്ദി രേഖപ്പെടുത്തുന്നു.`;
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `താങ്കളുടെ ക്ഷണം ഞങ്ങൾ സന്തോഷപൂർവം സ്വീകരിക്കുന്നു; ചടങ്ങിൽ തീർച്ചയായും പങ്കെടുക്കുന്നതാണ്.${n ? ` ഞങ്ങളുടെ ഭാഗത്തുനിന്ന് ${people(n)} ഉണ്ടാകും.` : ''} ${thanks}`;
    }
    case 'regret':
      return `മുൻകൂട്ടി നിശ്ചയിച്ച പരിപാടികൾ കാരണം ഞങ്ങൾക്ക് ചടങ്ങിൽ പങ്കെടുക്കാൻ സാധിക്കില്ലെന്ന് ഖേദപൂർവം അറിയിക്കുന്നു; ഞങ്ങളുടെ ആശംസകൾ എന്നും താങ്കളോടൊപ്പമുണ്ടാകും. ${thanks}`;
    case 'representative':
      return `ഞങ്ങൾക്ക് നേരിട്ട് എത്താൻ സാധിക്കാത്തതിനാൽ, ഞങ്ങളുടെ പ്രതിനിധിയായി ${rep || 'ഒരാൾ'} ചടങ്ങിൽ പങ്കെടുത്ത് ഞങ്ങളുടെ ആശംസകൾ അറിയിക്കുന്നതാണ്. ${thanks}`;
  }
}

/** The moment the personal letter looks forward to sharing, in the event's own words: 'that'
 *  moment, still to come (not 'അന്ന് ഈ …', "that day, this moment"). */
const MOMENT: ByType<string> = {
  wedding: 'ആ ശുഭമുഹൂർത്തത്തിൽ',
  engagement: 'ആ ശുഭമുഹൂർത്തത്തിൽ',
  housewarming: 'ആ ശുഭവേളയിൽ',
  'thread-ceremony': 'ആ പുണ്യമുഹൂർത്തത്തിൽ',
  religious: 'ആ പുണ്യകർമ്മത്തിൽ',
  inauguration: 'ആ അഭിമാനനിമിഷത്തിൽ',
  birthday: 'ആ സന്തോഷത്തിൽ',
  naming: 'ആ സന്തോഷത്തിൽ',
  other: 'ആ സന്തോഷത്തിൽ',
};

/** The personal letter's answer ("ഞാൻ"). */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `${MOMENT[s.type]} താങ്കളോടൊപ്പം പങ്കുചേരാൻ ഞാൻ ആകാംക്ഷയോടെ കാത്തിരിക്കുന്നു.${n ? ` ഞാനുൾപ്പെടെ ഞങ്ങൾ ${people(n)} ഉണ്ടാകും.` : ''}`;
    }
    case 'regret':
      return 'മുൻകൂട്ടി ഏറ്റ ചില പരിപാടികൾ കാരണം അന്ന് താങ്കളോടൊപ്പം ഉണ്ടാകാൻ കഴിയാത്തതിൽ എനിക്ക് അതിയായ ഖേദമുണ്ട്; ക്ഷമിക്കുമല്ലോ. എന്റെ ആശംസകളും പ്രാർത്ഥനകളും എന്നും കൂടെയുണ്ടാകും.';
    case 'representative':
      return `നേരിട്ട് എത്താൻ കഴിയാത്തതിൽ വിഷമമുണ്ട്; എന്റെ പ്രതിനിധിയായി ${rep || 'ഒരാൾ'} അന്ന് എത്തി എന്റെ സ്നേഹാശംസകൾ അറിയിക്കും.`;
  }
}

/** "to <names>": one name with its own dative (ആരവിന്, ചി. ശ്രേയസിന്), several as "A, B എന്നിവർക്ക്". */
function toNames(names: readonly string[]): string {
  if (names.length > 1) return `${names.join(', ')} എന്നിവർക്ക്`;
  const name = names[0] ?? '';
  return name && (malayalamCase(name, 'dative') ?? `${name}-ന്`);
}

// Birthdays as Malayalam says them ('അഞ്ചാം പിറന്നാൾ', 'അറുപതാം പിറന്നാൾ'); other ages in digits ('45-ാം').
const ORDINAL: Readonly<Record<string, string>> = {
  1: 'ഒന്നാം', 2: 'രണ്ടാം', 3: 'മൂന്നാം', 4: 'നാലാം', 5: 'അഞ്ചാം', 6: 'ആറാം', 7: 'ഏഴാം', 8: 'എട്ടാം', 9: 'ഒമ്പതാം', 10: 'പത്താം',
  50: 'അമ്പതാം', 60: 'അറുപതാം', 70: 'എഴുപതാം', 75: 'എഴുപത്തഞ്ചാം', 80: 'എൺപതാം', 90: 'തൊണ്ണൂറാം', 100: 'നൂറാം',
};
function birthdayOf(age: string): string {
  const nth = ORDINAL[age] ?? (/^\d+$/.test(age) ? `${age}-ാം` : '');
  return nth ? `${nth} പിറന്നാൾ` : 'പിറന്നാൾ';
}

// A word for the child read where its name should be ('കുഞ്ഞ്', "baby"): no name to give.
const NO_NAME = /^(?:കുഞ്ഞ്|കുട്ടി|പൊന്നോമന|മകൻ|മകൾ|baby)$/iu;

/** "to <the honoree>": 'താങ്കൾക്ക്' when the host celebrates their own day, '' when the card names no one. */
function honoreeTo(s: Slots, names: readonly string[]): string {
  return names.length === 1 && isAddressee(names[0]!, s.host?.name) ? 'താങ്കൾക്ക്' : toNames(names);
}

/** The formal letter's birthday wish, to the one whose birthday it is ('ആരവിന് ഈശ്വരൻ …'); '' when the card names no one. */
export function birthdayWish(s: Slots): string {
  const to = honoreeTo(s, s.honoree.names);
  return to ? `ഈ ജന്മദിനവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ ആശംസകൾ. ${to} ഈശ്വരൻ ദീർഘായുസ്സും ആരോഗ്യവും സന്തോഷവും നൽകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.` : '';
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { age, chiefGuest } = s.honoree;
  const names = s.honoree.names.filter((n) => !NO_NAME.test(n.trim()));
  // The host celebrating their own birthday is wished as 'you' (താങ്കൾക്ക്).
  const to = honoreeTo(s, names);
  switch (s.type) {
    case 'wedding':
    case 'engagement': {
      const couple = s.type === 'engagement' ? 'പ്രതിശ്രുത വധൂവരന്മാരായ' : 'വധൂവരന്മാരായ';
      return to ? `${names.length > 1 ? `${couple} ` : ''}${to} എന്റെ ഹൃദയം നിറഞ്ഞ ആശംസകളും ആശീർവാദങ്ങളും.` : '';
    }
    case 'naming':
      // The name is given on the day: the child "who receives the name …".
      if (names.length === 1) return `${names[0]} എന്ന പേര് ലഭിക്കുന്ന പൊന്നോമനയ്ക്ക് എന്റെ സ്നേഹാശീർവാദങ്ങൾ — ദീർഘായുസ്സുണ്ടാകട്ടെ!`;
      return `${to || 'പൊന്നോമനയ്ക്ക്'} എന്റെ സ്നേഹാശീർവാദങ്ങൾ — ദീർഘായുസ്സുണ്ടാകട്ടെ!`;
    case 'birthday':
      if (!to) return '';
      return isGrownUpAge(age)
        ? `${birthdayOf(age)} ആഘോഷിക്കുന്ന ${to} എന്റെ ആദരപൂർവമായ പിറന്നാൾ ആശംസകൾ.`
        : `${birthdayOf(age)} ആഘോഷിക്കുന്ന ${to} എന്റെ സ്നേഹം നിറഞ്ഞ പിറന്നാൾ ആശംസകളും ആശീർവാദങ്ങളും.`;
    case 'thread-ceremony':
      return to ? `വടുവായ ${to} എന്റെ ശുഭാശീർവാദങ്ങൾ — വിദ്യാസമ്പന്നനും ആയുഷ്മാനുമായി വളരട്ടെ.` : '';
    case 'inauguration':
      return chiefGuest ? `${guestFirst(chiefGuest)} മുഖ്യാതിഥിയായി എത്തുന്നത് ചടങ്ങിന്റെ മാറ്റ് കൂട്ടുമെന്നതിൽ ഏറെ സന്തോഷമുണ്ട്.` : '';
    default:
      return to ? `${to} എന്റെ ഹൃദയം നിറഞ്ഞ ആശംസകൾ.` : '';
  }
}

/** An MLA or MP named after the name, as the Malayalam press does ('ശ്രീ കെ. വെങ്കിടേഷ് എം.എൽ.എ.');
 *  other offices stay before it ('മന്ത്രി ശ്രീ …'). */
function guestFirst(guest: string): string {
  return guest.replace(/^(എം\.(?:എൽ\.എ|പി)\.)\s+(.+)$/u, '$2 $1');
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'നമ്മുടെ കുടുംബങ്ങൾ തമ്മിൽ വർഷങ്ങളായുള്ള അടുപ്പം ഓർക്കുമ്പോൾ ഈ സന്തോഷം എന്റേതുകൂടിയാണ്.';
    case 'colleague':
      return 'ഒരുമിച്ചു പ്രവർത്തിച്ച നാളുകളുടെ അടുപ്പമുള്ളതുകൊണ്ട് ഈ ക്ഷണം എനിക്ക് ഏറെ വിലപ്പെട്ടതാണ്.';
    case 'official':
      return 'ഔദ്യോഗിക ബന്ധത്തിനപ്പുറം താങ്കൾ കാണിച്ച ഈ സൗമനസ്യം എന്റെ മനസ്സിനെ സ്പർശിച്ചു.';
    default:
      return '';
  }
}
