/**
 * Telugu: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender; a named representative is "<name> గారు".
 */
import type { Slots } from './common';
import { join } from './common';
import { isAddressee, isGrownUpAge, party, titled } from './reply';

/** A name with its dative joined: ప్రియకు, అర్జున్‌కు (a zero-width non-joiner keeps the virama
 *  visible), శ్రీనివాస్‌లకు for several; కి after i (చిన్నారికి). */
function dativeOf(names: readonly string[]): string {
  const last = names.at(-1) ?? '';
  const suffix = names.length > 1 ? 'లకు' : /[\u0C3F\u0C40]$/u.test(last) ? 'కి' : 'కు';
  return `${names.join(', ')}${/\u0C4D$/u.test(last) ? '\u200C' : ''}${suffix}`;
}

/** A child's title as a card prints it (చి., చి.ల.సౌ., కుమారి, మాస్టర్): a whole word or with its dot,
 *  so the letters చి of a name ('చిన్నారి', 'చిరంజీవి') are never taken for it. */
const CHILD_TITLE = /^(?:చి\.\s*ల\.\s*సౌ\.|చి\.|కు\.|(?:చి|కుమారి|మాస్టర్)(?=\s))\s*/u;

/** A child's name without the title the card printed, so the letter's own 'చి.' is written once:
 *  'చి. శ్రేయస్', never 'చి. చి. శ్రేయస్'. */
function untitled(name: string): string {
  return name.replace(CHILD_TITLE, '').trim() || name;
}

/** A title as a card prints it with '||' ('చి|| ల|| సౌ|| హారిక', 'చి|| కిరణ్'), written as a letter writes
 *  it: 'చి.ల.సౌ. హారిక', 'చి. కిరణ్'. */
function lettered(name: string): string {
  return name.replace(/\s*\|\|\s*/gu, '. ').replace(/చి\.\s*ల\.\s*సౌ\./u, 'చి.ల.సౌ.').replace(/\s+/gu, ' ').trim();
}

/** 'Little one', 'baby': what a card prints where the child has no name yet (a naming ceremony). */
const NO_NAME_YET = /^(?:చిన్నారి|పాప|బాబు|బేబీ)$/u;

/** A chief guest printed in Telugu with the office after a comma ('శ్రీ కె. వెంకటేశ్, శాసనసభ్యులు'):
 *  the office goes before the name, in its attributive form ('శాసనసభ్యులైన శ్రీ కె. వెంకటేశ్'), so
 *  'గారు' follows the name, not the office. */
function officeFirst(guest: string): string {
  const [, who, office] = /^(.*\S)\s*,\s*([^,]+)$/u.exec(guest) ?? [];
  if (!who || !office || !OFFICE.test(office.trim())) return guest;
  return `${office.trim().replace(/లు$/u, 'లైన')} ${who}`;
}

/** Public offices a chief guest is printed with; anything else after the comma (a town) stays where it is. */
const OFFICE =
  /^[\u0C00-\u0C7F\s.]*(?:సభ్యులు|అధ్యక్షులు|కార్యదర్శి|మంత్రి|అధికారి|ఎమ్మెల్యే|ఎమ్మెల్సీ|ఎంపీ|కలెక్టర్|మేయర్|కమిషనర్|చైర్మన్|ఛైర్మన్|సంచాలకులు|ప్రధానాచార్యులు)$/u;

/** "We, <n> of us": Telugu counts people in words (ఇద్దరం, ముగ్గురం), larger numbers in digits. */
const WE_COUNTED = ['', '', 'ఇద్దరం', 'ముగ్గురం', 'నలుగురం', 'ఐదుగురం', 'ఆరుగురం', 'ఏడుగురం'];
function weCounted(n: number): string {
  return `మేము ${WE_COUNTED[n] ?? `${n} మందిమి`}`;
}

/** The formal letter's answer and thanks ("మేము"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} తరఫున మీకు` : 'మీకు'} మరోసారి ధన్యవాదాలు.`;
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      // The count goes into the one sentence that accepts, so "హాజరవుతాము" is said once; no
      // 'కార్యక్రమానికి' after the event was named in the first paragraph.
      const n = party(s.reply.guests);
      return `మీ ఆహ్వానాన్ని సంతోషంగా స్వీకరిస్తున్నాము. ${n ? `${weCounted(n)} ` : ''}తప్పకుండా హాజరవుతాము. ${thanks}`;
    }
    case 'regret':
      // The wishes were the paragraph before: the regret does not send them a second time.
      return `ముందుగా నిర్ణయించిన ఇతర కార్యక్రమాల కారణంగా స్వయంగా హాజరు కాలేకపోతున్నందుకు చింతిస్తున్నాము. మన్నించగలరు. ${thanks}`;
    case 'representative':
      // 'ప్రతినిధిగా', not 'మా తరఫున': the thanks that follow already say 'తరఫున'.
      return `స్వయంగా హాజరు కాలేకపోతున్నందుకు చింతిస్తున్నాము. ${rep ? `${rep} గారు మా ప్రతినిధిగా` : 'మా ప్రతినిధిగా ఒకరు'} పాల్గొంటారు. ${thanks}`;
  }
}

/** The venue as a friend says it, with 'లో' joined ('… మండపంలో', '… హైదరాబాద్‌లో (Hyderabad)'), not the formal
 *  'నందు'; a place that does not end in a Telugu letter (a PIN code) keeps 'నందు'. */
function inPlace(where: string): string {
  const [, place, printed = ''] = /^(.*?)((?:\s\([^()]*\))?)\sనందు$/u.exec(where) ?? [];
  if (!place || !/[\u0C00-\u0C7F]$/u.test(place)) return where;
  return `${place}${/\u0C4D$/u.test(place) ? '\u200C' : ''}లో${printed}`;
}

/** The day and the place of the event, as the personal letter's answer mentions them ('ఆ రోజు' without either). */
function dayAndPlace(s: Slots): string {
  return join(s.when, s.where && inPlace(s.where)) || 'ఆ రోజు';
}

/** The personal letter's answer ("నేను"; "మేము" for the party that comes). The day and the place are
 *  said here, where a friend says them ('… మండపంలో మీతో కలిసి గడిపే క్షణాల కోసం'), not in the opening. */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  const when = dayAndPlace(s);
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      // The party that comes looks forward too: 'మేము … వస్తాము. … ఎదురుచూస్తున్నాము.'
      return n
        ? `${weCounted(n)} తప్పకుండా వస్తాము. ${when} మీతో కలిసి గడిపే క్షణాల కోసం ఆనందంగా ఎదురుచూస్తున్నాము.`
        : `నేను తప్పకుండా వస్తాను. ${when} మీతో కలిసి గడిపే క్షణాల కోసం ఆనందంగా ఎదురుచూస్తున్నాను.`;
    }
    case 'regret':
      return `${when} మీ మధ్య ఉండాలనే అనుకున్నాను. కానీ ముందే ఒప్పుకున్న వేరే పనుల వల్ల రాలేకపోతున్నాను. అందుకు ఎంతో చింతిస్తున్నాను, మన్నించండి. దూరంగా ఉన్నా నా మనసంతా అక్కడే ఉంటుంది. వీలైనంత త్వరలో మిమ్మల్ని స్వయంగా కలుస్తాను.`;
    case 'representative':
      // The wishes were said in the blessing: the representative comes to see you, not to bring them again.
      return `స్వయంగా రాలేకపోతున్నందుకు మన్నించండి. ${when} ${rep ? `${rep} గారు నా ప్రతినిధిగా` : 'నా ప్రతినిధిగా ఒకరు'} వచ్చి మిమ్మల్ని కలుస్తారు.`;
  }
}

/** "1వ" is read 'మొదటి'; other ages keep their digits ('5వ', '60వ'), as the Telugu press prints them. */
function ordinal(age: string): string {
  const n = Number.parseInt(age, 10);
  if (Number.isNaN(n)) return `${age}వ`;
  return n === 1 ? 'మొదటి' : `${n}వ`;
}

/** "Keeping the birthday": a sixtieth is sixty springs completed, not a "60th birthday" (and not the card's
 *  'షష్టిపూర్తి' a second time after the opening named it). */
function keeping(age: string): string {
  if (Number.parseInt(age, 10) === 60) return 'అరవై వసంతాలు పూర్తి చేసుకుంటున్న';
  return `${age ? `${ordinal(age)} పుట్టినరోజు` : 'పుట్టినరోజు'} జరుపుకుంటున్న`;
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { age, chiefGuest } = s.honoree;
  // 'చిన్నారి' printed where a name would be names no one: the letter blesses 'చిన్నారికి' once.
  const names = s.honoree.names.map(lettered).filter((name) => !NO_NAME_YET.test(untitled(name)));
  // Names listed with commas, as the dative already joins them ('ప్రియ, అర్జున్‌లకు'), not with 'మరియు'.
  const who = names.join(', ');
  const to = names.length ? dativeOf(names) : '';
  const child = names.length ? dativeOf(names.map(untitled)) : '';
  // Each child with the letter's own 'చి.': 'చి. శ్రేయస్, చి. శ్రీకర్‌లకు'.
  const blessed = names.length ? dativeOf(names.map((name) => `చి. ${untitled(name)}`)) : '';
  switch (s.type) {
    case 'wedding':
      return who ? `వధూవరులు ${to} నా హృదయపూర్వక ఆశీస్సులు — శతమానం భవతి!` : '';
    case 'engagement':
      // Before the wedding they are the bride and groom to be.
      return who ? `కాబోయే వధూవరులు ${to} నా హృదయపూర్వక శుభాకాంక్షలు, ఆశీస్సులు!` : '';
    case 'naming':
      return `${who ? `చిన్నారి ${child}` : 'చిన్నారికి'} నా ప్రేమపూర్వక ఆశీస్సులు — శతమానం భవతి!`;
    case 'birthday':
      if (!who) return '';
      // The host whose own birthday it is is wished as "you"; an elder with respect ('శ్రీ … గారికి');
      // a child is blessed ('చి. …కు').
      if (names.length === 1 && isAddressee(names[0]!, s.host?.name)) {
        return `${keeping(age)} మీకు నా హృదయపూర్వక శుభాకాంక్షలు — శతమానం భవతి!`;
      }
      return isGrownUpAge(age)
        ? `${keeping(age)} ${titled(who, 'శ్రీ')} ${names.length > 1 ? 'గార్లకు' : 'గారికి'} నా హృదయపూర్వక శుభాకాంక్షలు — శతమానం భవతి!`
        : `${keeping(age)} ${blessed} నా శుభాకాంక్షలు, ఆశీస్సులు — శతమానం భవతి!`;
    case 'thread-ceremony':
      // The wishes that follow speak of the వటువు: the blessing names the boy alone.
      return who ? `${blessed} నా శుభాశీస్సులు — విద్యాప్రాప్తిరస్తు, ఆయుష్మాన్ భవ!` : '';
    case 'inauguration':
      return chiefGuest ? `ముఖ్య అతిథిగా ${officeFirst(chiefGuest)} గారు విచ్చేస్తుండటం ఎంతో ఆనందదాయకం.` : '';
    default:
      if (!who || (names.length === 1 && isAddressee(names[0]!, s.host?.name))) return '';
      // A child printed with its title ('చి. హర్ష', at an అక్షరాభ్యాసం) is blessed, not given 'గారికి'.
      if (names.some((name) => CHILD_TITLE.test(name))) return `${blessed} నా శుభాశీస్సులు.`;
      return `${who} ${names.length > 1 ? 'గార్లకు' : 'గారికి'} నా హృదయపూర్వక శుభాకాంక్షలు.`;
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. Each says it in
 *  its own words, with no 'ఆహ్వానం' or 'సందర్భం' the opening has just said. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      // An institution has no family to be close to: the bond is with the institution.
      return s.host?.kind === 'institution'
        ? 'మీ సంస్థతో నాకున్న ఏళ్లనాటి అనుబంధాన్ని మీరు ఇలా గుర్తుంచుకోవడం మనసుకు హత్తుకుంది.'
        : 'మన కుటుంబాల మధ్య ఏళ్లుగా ఉన్న స్నేహాన్ని మీరు ఇలా గుర్తుంచుకోవడం మనసుకు హత్తుకుంది.';
    case 'colleague':
      return 'మీతో పనిచేసిన రోజులు మళ్లీ ఒకసారి గుర్తుకొచ్చాయి.';
    case 'official':
      return 'మీతో నాకున్న వృత్తిపరమైన అనుబంధాన్ని నేను ఎంతో విలువైనదిగా భావిస్తాను.';
    default:
      return '';
  }
}
