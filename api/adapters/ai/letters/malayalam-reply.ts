/**
 * Malayalam: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender; names stand in apposition
 * ("<name> എന്നിവർക്ക്") so they never need a case ending of their own.
 */
import type { Slots } from './common';
import { listOf, party } from './reply';

/** The formal letter's answer and thanks ("ഞങ്ങൾ"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} കുടുംബത്തിന്റെ പേരിൽ ഒരിക്കൽക്കൂടി` : 'ഒരിക്കൽക്കൂടി'} നന്ദി രേഖപ്പെടുത്തുന്നു.`;
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `താങ്കളുടെ ക്ഷണം ഞങ്ങൾ സന്തോഷപൂർവം സ്വീകരിക്കുന്നു; ചടങ്ങിൽ തീർച്ചയായും പങ്കെടുക്കുന്നതാണ്.${n ? ` ഞങ്ങളുടെ ഭാഗത്തുനിന്ന് ${n} പേർ പങ്കെടുക്കും.` : ''} ${thanks}`;
    }
    case 'regret':
      return `മുൻകൂട്ടി നിശ്ചയിച്ച പരിപാടികൾ കാരണം ചടങ്ങിൽ പങ്കെടുക്കാൻ സാധിക്കാത്തതിൽ ഖേദിക്കുന്നു; ഞങ്ങളുടെ ആശംസകൾ എന്നും താങ്കളോടൊപ്പമുണ്ടാകും. ${thanks}`;
    case 'representative':
      return `ഞങ്ങൾക്ക് നേരിട്ട് എത്താൻ സാധിക്കാത്തതിനാൽ, ഞങ്ങളുടെ പ്രതിനിധിയായി ${rep || 'ഒരാൾ'} ചടങ്ങിൽ പങ്കെടുത്ത് ഞങ്ങളുടെ ആശംസകൾ അറിയിക്കുന്നതാണ്. ${thanks}`;
  }
}

/** The personal letter's answer ("ഞാൻ"). */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `അന്ന് താങ്കളോടൊപ്പം ഈ ശുഭമുഹൂർത്തത്തിൽ പങ്കുചേരാൻ ഞാൻ കാത്തിരിക്കുന്നു.${n ? ` ഞങ്ങൾ ${n} പേർ ഉണ്ടാകും.` : ''}`;
    }
    case 'regret':
      return 'മുൻകൂട്ടി ഏറ്റ ചില പരിപാടികൾ കാരണം അന്ന് താങ്കളോടൊപ്പം ഉണ്ടാകാൻ കഴിയാത്തതിൽ എനിക്ക് അതിയായ ഖേദമുണ്ട്; എന്റെ ആശംസകളും പ്രാർത്ഥനകളും എന്നും കൂടെയുണ്ടാകും.';
    case 'representative':
      return `എനിക്ക് നേരിട്ട് എത്താൻ കഴിയാത്തതിനാൽ, എന്റെ പ്രതിനിധിയായി ${rep || 'ഒരാൾ'} വന്ന് എന്റെ ആശംസകൾ അറിയിക്കും.`;
  }
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, ',').replace(' , ', ', ');
  switch (s.type) {
    case 'wedding':
    case 'engagement':
      return who ? `വധൂവരന്മാരായ ${who} എന്നിവർക്ക് എന്റെ ഹൃദയം നിറഞ്ഞ ആശീർവാദങ്ങൾ; ഇരുവരും ദീർഘകാലം സന്തോഷത്തോടെ വാഴട്ടെ.` : '';
    case 'naming':
      return `${who ? `പൊന്നോമന ${who} എന്ന കുഞ്ഞിന്` : 'പൊന്നോമനയ്ക്ക്'} എന്റെ സ്നേഹാശീർവാദങ്ങൾ — ദീർഘായുസ്സുണ്ടാകട്ടെ!`;
    case 'birthday':
      return who ? `${age ? `${age}-ാം ` : ''}ജന്മദിനം ആഘോഷിക്കുന്ന ${who} എന്ന പ്രിയപ്പെട്ടവർക്ക് ജന്മദിനാശംസകളും ആശീർവാദങ്ങളും.` : '';
    case 'thread-ceremony':
      return who ? `വടുവായ ${who} എന്ന കുട്ടിക്ക് എന്റെ ശുഭാശീർവാദങ്ങൾ — വിദ്യാവാനായി, ആയുഷ്മാനായി വളരട്ടെ.` : '';
    case 'inauguration':
      return chiefGuest ? `മുഖ്യാതിഥിയായി ${chiefGuest} ചടങ്ങിന് മാറ്റുകൂട്ടുന്നു എന്നത് ഏറെ സന്തോഷകരമാണ്.` : '';
    default:
      return who ? `${who} എന്നിവർക്ക് എന്റെ ഹൃദയം നിറഞ്ഞ ആശംസകൾ.` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'നമ്മുടെ കുടുംബങ്ങൾ തമ്മിലുള്ള വർഷങ്ങളുടെ സൗഹൃദം കൊണ്ട് ഈ വേള എനിക്ക് ഏറെ പ്രിയപ്പെട്ടതാണ്.';
    case 'colleague':
      return 'താങ്കളോടൊപ്പം പ്രവർത്തിച്ചതിന്റെ അടുപ്പം കൊണ്ട് ഈ ക്ഷണം എനിക്ക് ഏറെ വിലപ്പെട്ടതാണ്.';
    case 'official':
      return 'താങ്കളുമായുള്ള ഔദ്യോഗിക ബന്ധം ഞാൻ ഏറെ വിലമതിക്കുന്നു; താങ്കളുടെ ഈ സൗമനസ്യം മനസ്സിനെ സ്പർശിച്ചു.';
    default:
      return '';
  }
}
