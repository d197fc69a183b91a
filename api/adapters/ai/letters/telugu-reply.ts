/**
 * Telugu: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender; a named representative is "<name> గారు".
 */
import type { Slots } from './common';
import { isGrownUpAge, listOf, party, titled } from './reply';

/** A name with its dative joined: ప్రియకు, అర్జున్‌కు (a zero-width non-joiner keeps the virama
 *  visible), శ్రీనివాస్‌లకు for several; కి after i (చిన్నారికి). */
function dativeOf(names: readonly string[]): string {
  const last = names.at(-1) ?? '';
  const suffix = names.length > 1 ? 'లకు' : /[\u0C3F\u0C40]$/u.test(last) ? 'కి' : 'కు';
  return `${names.join(', ')}${/\u0C4D$/u.test(last) ? '\u200C' : ''}${suffix}`;
}

/** The formal letter's answer and thanks ("మేము"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} తరఫున మీకు` : 'మీకు'} మరోసారి ధన్యవాదాలు.`;
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `మీ ఆహ్వానాన్ని సంతోషంగా స్వీకరిస్తున్నాము; కార్యక్రమానికి తప్పకుండా హాజరవుతాము.${n ? ` మేము మొత్తం ${n} మందిమి హాజరవుతాము.` : ''} ${thanks}`;
    }
    case 'regret':
      return `ముందుగా నిర్ణయించుకున్న కార్యక్రమాల కారణంగా హాజరు కాలేకపోతున్నందుకు చింతిస్తున్నాము; మా శుభాకాంక్షలు ఎల్లప్పుడూ మీతో ఉంటాయి. ${thanks}`;
    case 'representative':
      return `మేము స్వయంగా రాలేకపోతున్నందున, మా తరఫున ${rep ? `${rep} గారు` : 'మా ప్రతినిధి ఒకరు'} హాజరై మా శుభాకాంక్షలు అందజేస్తారు. ${thanks}`;
  }
}

/** The personal letter's answer ("నేను"). */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `ఆ రోజు మీతో కలిసి ఈ శుభకార్యంలో పాలుపంచుకోవాలని ఎదురుచూస్తున్నాను.${n ? ` మేము ${n} మంది వస్తాము.` : ''}`;
    }
    case 'regret':
      return 'ముందే ఒప్పుకున్న పనుల వల్ల ఆ రోజు మీతో ఉండలేకపోతున్నందుకు మనస్ఫూర్తిగా చింతిస్తున్నాను; నా శుభాకాంక్షలు, ప్రార్థనలు ఎల్లప్పుడూ మీకు తోడుంటాయి.';
    case 'representative':
      return `నేను స్వయంగా రాలేకపోతున్నందున, నా తరఫున ${rep ? `${rep} గారు` : 'నా ప్రతినిధి ఒకరు'} వచ్చి నా శుభాకాంక్షలు అందజేస్తారు.`;
  }
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, 'మరియు');
  const to = names.length ? dativeOf(names) : '';
  switch (s.type) {
    case 'wedding':
    case 'engagement':
      return who ? `వధూవరులు ${to} నా హృదయపూర్వక ఆశీస్సులు — శతమానం భవతి!` : '';
    case 'naming':
      return `${who ? `చిన్నారి ${to}` : 'చిన్నారికి'} నా ప్రేమపూర్వక ఆశీస్సులు — శతమానం భవతి!`;
    case 'birthday':
      if (!who) return '';
      // An elder is wished well with respect ('శ్రీ … గారికి'); a child is blessed ('చి. …కు').
      return isGrownUpAge(age)
        ? `${age}వ పుట్టినరోజు జరుపుకుంటున్న ${titled(who, 'శ్రీ')} గారికి నా హృదయపూర్వక శుభాకాంక్షలు — శతమానం భవతి!`
        : `${age ? `${age}వ ` : ''}పుట్టినరోజు జరుపుకుంటున్న చి. ${to} నా శుభాకాంక్షలు, ఆశీస్సులు — శతమానం భవతి!`;
    case 'thread-ceremony':
      return who ? `వటువు చి. ${to} నా శుభాశీస్సులు — విద్యాప్రాప్తిరస్తు, ఆయుష్మాన్ భవ!` : '';
    case 'inauguration':
      return chiefGuest ? `ముఖ్య అతిథిగా ${chiefGuest} గారు ఈ కార్యక్రమానికి విచ్చేయడం ఆనందదాయకం.` : '';
    default:
      return who ? `${who} గారికి నా హృదయపూర్వక శుభాకాంక్షలు.` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'మన కుటుంబాల మధ్య ఎన్నో ఏళ్ల ఆత్మీయ అనుబంధం ఉంది కాబట్టి ఈ సందర్భం నాకు మరింత ప్రత్యేకం.';
    case 'colleague':
      return 'మీతో కలిసి పనిచేసిన ఆత్మీయత వల్ల ఈ ఆహ్వానం నాకు మరింత ప్రత్యేకమైనది.';
    case 'official':
      return 'మీతో నాకున్న వృత్తిపరమైన అనుబంధాన్ని ఎంతో విలువైనదిగా భావిస్తాను; మీ ఈ సౌజన్యం మనసును తాకింది.';
    default:
      return '';
  }
}
