/**
 * Malayalam: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender. One name takes the dative itself
 * (ആരവിന്, അനന്യയ്ക്ക്); several stand in apposition ("<names> എന്നിവർക്ക്").
 */
import type { ByType, Slots } from './common';
import { join } from './common';
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
      return `ക്ഷണം ഞങ്ങൾ സാദരം സ്വീകരിക്കുന്നു; തീർച്ചയായും പങ്കെടുക്കുന്നതാണ്.${n ? ` ഞങ്ങളുടെ ഭാഗത്തുനിന്ന് ${people(n)} ഉണ്ടാകും.` : ''} ${thanks}`;
    }
    case 'regret':
      return `മുൻകൂട്ടി ഏറ്റ മറ്റു ചുമതലകൾ കാരണം ഞങ്ങൾക്ക് പങ്കെടുക്കാൻ സാധിക്കില്ലെന്ന് ഖേദപൂർവം അറിയിക്കുന്നു. ${thanks}`;
    case 'representative':
      return `ഞങ്ങൾക്ക് നേരിട്ട് എത്താൻ സാധിക്കാത്തതിനാൽ ഞങ്ങളുടെ പ്രതിനിധിയായി ${rep || 'ഒരാൾ'} പങ്കെടുക്കുന്നതാണ്. ${thanks}`;
  }
}

/** What the personal letter looks forward to, in the event's own words ('ആ ശുഭമുഹൂർത്തത്തിനായി
 *  കാത്തിരിക്കുന്നു'), none of them the words of its wishes. */
const AWAITED: ByType<string> = {
  wedding: 'ആ ശുഭമുഹൂർത്തത്തിനായി',
  engagement: 'ആ ശുഭമുഹൂർത്തത്തിനായി',
  housewarming: 'ആ ശുഭദിനത്തിനായി',
  'thread-ceremony': 'ആ പുണ്യമുഹൂർത്തത്തിനായി',
  religious: 'ആ ശുഭദിനത്തിനായി',
  inauguration: 'ആ അഭിമാനനിമിഷത്തിനായി',
  birthday: 'ആ നല്ല ദിവസത്തിനായി',
  naming: 'ആ ദിവസത്തിനായി',
  other: 'ആ ദിവസത്തിനായി',
};

/** The personal letter's answer ("ഞാൻ"), where the day and the place are said: as a friend says
 *  when and where they will be ('… മണ്ഡപത്തിൽ ഞാൻ തീർച്ചയായും ഉണ്ടാകും', which fits a muhurtham's
 *  span too), or why they cannot come. */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  const when = s.when || 'അന്ന്';
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `${join(when, s.where)} ഞാൻ തീർച്ചയായും ഉണ്ടാകും${n ? `; ഞങ്ങൾ ${people(n)} വരും` : ''}. ${AWAITED[s.type]} കാത്തിരിക്കുന്നു.`;
    }
    case 'regret':
      return `നേരത്തേ ഏറ്റുപോയ മറ്റൊരു ചുമതലയുള്ളതിനാൽ ${join(when, s.where)} എത്താൻ എനിക്ക് കഴിയില്ല; അതിൽ അതിയായ ഖേദമുണ്ട്, ക്ഷമിക്കുമല്ലോ. മനസ്സുകൊണ്ട് ഞാൻ താങ്കളോടൊപ്പമുണ്ടാകും.`;
    case 'representative':
      return `നേരിട്ട് വരാൻ കഴിയാത്തതിൽ വിഷമമുണ്ട്; ${join(when, s.where)} എന്റെ പ്രതിനിധിയായി ${rep || 'ഒരാൾ'} ഉണ്ടാകും.`;
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
  return to ? `ഈ ശുഭവേളയിൽ ഞങ്ങളുടെ ഹൃദയം നിറഞ്ഞ ആശംസകൾ. ${to} ഈശ്വരൻ ദീർഘായുസ്സും ആരോഗ്യവും സന്തോഷവും നൽകട്ടെ എന്ന് പ്രാർത്ഥിക്കുന്നു.` : '';
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
      return to ? `${names.length > 1 ? `${couple} ` : ''}${to} എന്റെ സ്നേഹാശീർവാദങ്ങൾ.` : '';
    }
    case 'naming':
      // The name is given on the day: the child "who receives the name …".
      if (names.length === 1) return `${names[0]} എന്ന പേര് ലഭിക്കുന്ന പൊന്നോമനയ്ക്ക് എന്റെ സ്നേഹാശീർവാദങ്ങൾ — ദീർഘായുസ്സുണ്ടാകട്ടെ!`;
      return `${to || 'പൊന്നോമനയ്ക്ക്'} എന്റെ സ്നേഹാശീർവാദങ്ങൾ — ദീർഘായുസ്സുണ്ടാകട്ടെ!`;
    case 'birthday':
      if (!to) return '';
      return isGrownUpAge(age)
        ? `${birthdayOf(age)} ആഘോഷിക്കുന്ന ${to} ആദരപൂർവം ഭാവുകങ്ങൾ നേരുന്നു.`
        : `${birthdayOf(age)} ആഘോഷിക്കുന്ന ${to} എന്റെ സ്നേഹാശീർവാദങ്ങൾ.`;
    case 'thread-ceremony':
      return to ? `വടുവായ ${to} എന്റെ ശുഭാശീർവാദങ്ങൾ — വിദ്യാസമ്പന്നനും ആയുഷ്മാനുമായി വളരട്ടെ.` : '';
    case 'inauguration':
      return chiefGuest ? `${guestFirst(chiefGuest)} മുഖ്യാതിഥിയാകുന്നത് ചടങ്ങിന് മാറ്റുകൂട്ടും.` : '';
    default:
      return to ? `${to} എന്റെ ഭാവുകങ്ങൾ.` : '';
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
      return 'നമ്മൾ തമ്മിൽ വർഷങ്ങളായുള്ള അടുപ്പമല്ലേ; ഇത് എനിക്ക് സ്വന്തം കാര്യം പോലെയാണ്.';
    case 'colleague':
      return 'ഒരുമിച്ചു ജോലി ചെയ്ത നാളുകൾ മറന്നിട്ടില്ല; അതുകൊണ്ടുതന്നെ ഈ കത്തിന് ഇരട്ടിമധുരമുണ്ട്.';
    case 'official':
      return 'ഔദ്യോഗിക ബന്ധത്തിനപ്പുറം താങ്കൾ കാണിച്ച ഈ സൗമനസ്യം ഒരിക്കലും മറക്കില്ല.';
    default:
      return '';
  }
}
