/**
 * Telugu. The event name takes its dative ending when it ends in a regular Telugu ending
 * (వివాహం → వివాహానికి, పెళ్లి → పెళ్లికి); a compound stem such as 'శుభ వివాహ' is completed with a
 * noun ('శుభ వివాహ మహోత్సవానికి'). The venue takes the formal locative 'నందు', which follows any
 * name unchanged.
 */
import { officeOfInstitution } from './designations';
import type { ByType, LanguagePack, Slots, Variant } from './common';
import { regardsTo, finalLetter, join, nativeTime } from './common';
import { honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './telugu-reply';
import { monthNamesIn, weekdayNamesIn } from '@shared/helpers/calendar-names';

const SCRIPT = /[\u0C00-\u0C7F]/;

export const TELUGU_MONTHS = monthNamesIn('te');
export const TELUGU_WEEKDAYS = weekdayNamesIn('te');

/** Native nouns ending in -a that take the dative directly (పూజ → పూజకు, బారసాల → బారసాలకు). */
const A_NOUNS = ['వేడుక', 'పూజ', 'సభ', 'జాతర', 'పండుగ', 'బారసాల', 'ప్రతిష్ఠ', 'ప్రతిష్ట', 'అర్చన', 'ఆరాధన', 'యాత్ర'];

/** The dative ("to the …") of a Telugu noun with a regular ending, or null. */
export function teluguDative(noun: string): string | null {
  const last = finalLetter(noun);
  if (!SCRIPT.test(last)) return null;
  if (last === 'ం') return `${noun.slice(0, -1)}ానికి`; // వివాహం → వివాహానికి
  // The card's bookish -ము form takes the dative the rest of the letter speaks: వివాహము → వివాహానికి, not వివాహమునకు.
  if (noun.endsWith('ము')) return `${noun.slice(0, -2)}ానికి`;
  if (noun.endsWith('లు')) return `${noun.slice(0, -1)}కు`; // వేడుకలు → వేడుకలకు
  if ('ిీ'.includes(last)) return `${noun}కి`; // పెళ్లి → పెళ్లికి
  if ('ుూెేైొోా'.includes(last)) return `${noun}కు`; // పుట్టినరోజు → పుట్టినరోజుకు
  if (A_NOUNS.some((n) => noun.endsWith(n))) return `${noun}కు`;
  return null;
}

/** What the event is called when the card gave no name. */
const GENERIC_EVENT: ByType<string> = {
  wedding: 'వివాహ మహోత్సవం',
  housewarming: 'గృహప్రవేశ మహోత్సవం',
  inauguration: 'ప్రారంభోత్సవం',
  religious: 'ఆధ్యాత్మిక కార్యక్రమం',
  birthday: 'జన్మదిన వేడుక',
  engagement: 'నిశ్చితార్థ వేడుక',
  naming: 'నామకరణ మహోత్సవం',
  'thread-ceremony': 'ఉపనయన మహోత్సవం',
  other: 'కార్యక్రమం',
};

/** The noun that completes a compound stem such as 'శుభ వివాహ', in the dative. */
const COMPLETING_NOUN: ByType<string> = {
  wedding: 'మహోత్సవానికి',
  housewarming: 'మహోత్సవానికి',
  inauguration: 'కార్యక్రమానికి',
  religious: 'కార్యక్రమానికి',
  birthday: 'వేడుకకు',
  engagement: 'వేడుకకు',
  naming: 'మహోత్సవానికి',
  'thread-ceremony': 'మహోత్సవానికి',
  other: 'కార్యక్రమానికి',
};

/** Compounds Telugu writes as one word, which a name spelled from Latin ('Griha Pravesh') splits. */
const ONE_WORD: [RegExp, string][] = [[/గృహ\s+ప్రవేశ/u, 'గృహప్రవేశ']];

/** "to the <event>". */
function toEvent(s: Slots): string {
  const name = ONE_WORD.reduce((n, [split, whole]) => n.replace(split, whole), s.eventName || GENERIC_EVENT[s.type]);
  const dative = teluguDative(name);
  if (dative) return dative;
  return SCRIPT.test(finalLetter(name)) ? `${name} ${COMPLETING_NOUN[s.type]}` : `${name} కార్యక్రమానికి`;
}

/** What the card is called in the personal letter: a family's auspicious function sends a శుభలేఖ. */
const CARD: ByType<string> = {
  wedding: 'శుభలేఖ',
  housewarming: 'శుభలేఖ',
  inauguration: 'ఆహ్వానం',
  religious: 'ఆహ్వానం',
  birthday: 'ఆహ్వానం',
  engagement: 'శుభలేఖ',
  naming: 'శుభలేఖ',
  'thread-ceremony': 'శుభలేఖ',
  other: 'ఆహ్వానం',
};

/** The event's wishes. The personal ones say nothing the opening, the blessing or the answer says
 *  again (no second 'వధూవరులు', 'పుట్టినరోజు', 'కార్యక్రమం', 'సంతోషం' or 'ఆనందం'), and no long life
 *  after the blessing's 'శతమానం భవతి'. */
const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'ఈ శుభ సందర్భంలో మా హార్దిక అభినందనలు. నూతన వధూవరుల దాంపత్య జీవితం ప్రేమానురాగాలతో, సుఖసంతోషాలతో, సిరిసంపదలతో వర్ధిల్లాలని ఆకాంక్షిస్తున్నాము.',
    finetuned:
      'పెళ్లితో రెండు మనసులే కాదు, రెండు ఇళ్లు ఒక్కటవుతాయి. కొత్త జంట ప్రేమ, నమ్మకం, పరస్పర అవగాహనలతో జీవితాంతం అన్యోన్యంగా జీవించాలని మనసారా కోరుకుంటున్నాను.',
  },
  housewarming: {
    normal:
      'ఈ శుభ తరుణంలో మా హార్దిక శుభాకాంక్షలు. మీ నూతన గృహంలో సుఖశాంతులు, ఆయురారోగ్యాలు, అష్టైశ్వర్యాలు ఎల్లప్పుడూ వెల్లివిరియాలని ఆకాంక్షిస్తున్నాము.',
    finetuned:
      'సొంత గూటిలో అడుగుపెట్టడం జీవితంలో ఒక మధురమైన ఘట్టం. మీ కొత్త ఇల్లు నిత్యం నవ్వులతో, సందడితో, సిరిసంపదలతో కళకళలాడాలని మనసారా కోరుకుంటున్నాను.',
  },
  inauguration: {
    normal:
      'ఈ ముఖ్యమైన సందర్భంలో మా హార్దిక అభినందనలు. ఈ ప్రయత్నం దినదినాభివృద్ధి చెంది, ఉత్తరోత్తర విజయాలు సాధించి, సమాజానికి విశిష్ట సేవలు అందించాలని ఆకాంక్షిస్తున్నాము.',
    finetuned:
      'ఈ కొత్త ప్రయత్నం వెనుక మీ కృషి, పట్టుదల ఉన్నాయని నాకు తెలుసు. ఇది ఉత్తరోత్తరా అభివృద్ధి చెంది, మంచి పేరు తెచ్చుకోవాలని, మీకు అన్ని విధాలా శుభం కలగాలని మనసారా కోరుకుంటున్నాను.',
  },
  religious: {
    normal:
      'ఈ పవిత్ర కార్యం నిర్విఘ్నంగా జరగాలని, భగవంతుని కృపాకటాక్షాలు మీపై, మీ ఆత్మీయులందరిపై ఎల్లప్పుడూ ఉండాలని ప్రార్థిస్తున్నాము.',
    finetuned:
      'ఇలాంటి పుణ్యకార్యాలు మనశ్శాంతిని ఇచ్చి, మనల్ని భగవంతునికి మరింత చేరువ చేస్తాయి. ఆ దేవుని అనుగ్రహం ఎల్లప్పుడూ మీకు తోడుగా నిలవాలని మనస్ఫూర్తిగా ప్రార్థిస్తున్నాను.',
  },
  birthday: {
    normal:
      'ఈ ఆనందకరమైన సందర్భంలో మా హార్దిక శుభాకాంక్షలు. భగవంతుడు నిండు నూరేళ్ల ఆయురారోగ్యాలను, సుఖసంతోషాలను ప్రసాదించాలని ప్రార్థిస్తున్నాము.',
    finetuned:
      'ఇలాంటి శుభదినం ఇంటిల్లిపాదికీ పండుగే. రాబోయే కాలమంతా సంపూర్ణ ఆరోగ్యంతో, సుఖశాంతులతో గడవాలని, ఆశలన్నీ నెరవేరాలని మనసారా కోరుకుంటున్నాను.',
  },
  engagement: {
    // No 'స్వీకరించండి' here: the answer that follows already 'స్వీకరిస్తున్నాము' the invitation.
    normal:
      'కాబోయే వధూవరులకు మా హృదయపూర్వక అభినందనలు. ఈ జంట ప్రేమ, పరస్పర విశ్వాసాలతో వర్ధిల్లాలని, ఈ శుభ ముహూర్తం ఆనందమయమైన దాంపత్యానికి నాంది కావాలని ఆకాంక్షిస్తున్నాము.',
    finetuned:
      'ఈ శుభ ఘడియ జీవితాంతం ఒకరికొకరు తోడుగా నడుస్తామనే బాసకు అందమైన ఆరంభం. ఈ జంట ప్రేమ, నమ్మకం రోజురోజుకూ పెరగాలని, ముందున్న కాలమంతా చల్లగా సాగాలని మనస్ఫూర్తిగా కోరుకుంటున్నాను.',
  },
  naming: {
    normal:
      'మీ ఇంట చిన్నారి అడుగుపెట్టిన ఈ శుభ వేళ మా హృదయపూర్వక అభినందనలు. బిడ్డ ఆయురారోగ్యాలతో ఎదగాలని, ఆ రోజు పెట్టబోయే పేరు జీవితాంతం కీర్తిని, సౌభాగ్యాన్ని తేవాలని కోరుకుంటున్నాము.',
    finetuned:
      'బిడ్డకు పేరు పెట్టడం ఇంటంతటికీ సంబరం. ఆ బుజ్జాయి ఆరోగ్యంగా, నవ్వుతూ, మంచి సంస్కారాలతో ఎదిగి మీ వంశానికి గర్వకారణం కావాలని మనస్ఫూర్తిగా కోరుకుంటున్నాను.',
  },
  'thread-ceremony': {
    normal:
      'ఈ పవిత్ర సందర్భంలో మా హృదయపూర్వక అభినందనలు. వటువుకు విద్య, బుద్ధి, మంచి ఆరోగ్యం, సదాచారం ప్రసాదించాలని భగవంతుని ప్రార్థిస్తున్నాము.',
    finetuned:
      'గాయత్రీ ఉపదేశం జ్ఞానమార్గంలో తొలి అడుగు. వటువు బుద్ధిలో, సద్గుణంలో, ఆరోగ్యంలో దినదినాభివృద్ధి చెందాలని, పెద్దల దీవెనలు జీవితాంతం తోడుండాలని మనస్ఫూర్తిగా కోరుకుంటున్నాను.',
  },
  other: {
    normal:
      'ఈ ప్రత్యేక సందర్భంలో మా హార్దిక శుభాకాంక్షలు. ఇది దిగ్విజయంగా జరిగి, అందరికీ చిరస్మరణీయంగా నిలవాలని ఆకాంక్షిస్తున్నాము.',
    finetuned:
      'ఇలాంటి సందర్భాలు మనవాళ్లను మరింత దగ్గర చేస్తాయి. అంతా సజావుగా జరిగి, అందరి మనసుల్లో మధుర జ్ఞాపకంగా నిలిచిపోవాలని మనసారా కోరుకుంటున్నాను.',
  },
};

/** The people the personal letter sends its greetings on to ('…కు నా పలకరింపులు'). */
const CIRCLE: ByType<string> = {
  wedding: 'మీ కుటుంబ సభ్యులందరికీ',
  housewarming: 'మీ కుటుంబ సభ్యులందరికీ',
  inauguration: 'మీ బృంద సభ్యులందరికీ',
  religious: 'మీ కుటుంబ సభ్యులందరికీ',
  birthday: 'మీ కుటుంబ సభ్యులందరికీ',
  engagement: 'మీ కుటుంబ సభ్యులందరికీ',
  naming: 'మీ కుటుంబ సభ్యులందరికీ',
  'thread-ceremony': 'మీ కుటుంబ సభ్యులందరికీ',
  other: 'మీ కుటుంబ సభ్యులందరికీ',
};

/** A body written to through its members ('… కమిటీ సభ్యులకు'), which then has no circle to greet. */
const BODY = /(?:కమిటీ|సమితి|మండలి|సంఘం|కార్యవర్గం)$/u;

/** A joint title printed before one name ('శ్రీమతి & శ్రీ ఎం. నాగేశ్వర శర్మ'), read as two people of whom the first is only a title. */
const BARE_TITLE = /^(?:శ్రీ|శ్రీమతి)\.?$/u;

/** The genitive a card leaves after the parents' names ('శ్రీమతి & శ్రీ … రమణారావు గార్ల కుమారుడు'): the letter adds its own ending. */
const withoutGenitive = (names: string) => names.replace(/\s+(?:గార్ల|గారి)$/u, '');

/** "శ్రీ <couple> దంపతులకు": one శ్రీ, and the two names parted by a comma, not the card's '-' or '&'. */
function toCouple(dear: string, core: string): string {
  const names = withoutGenitive(core).replace(/\s+(?:[-–—&]|మరియు)\s+/gu, ', ');
  return `${dear} ${/^(?:శ్రీ|డా)/u.test(names) ? names : `శ్రీ ${names}`} దంపతులకు,`;
}

export const telugu: LanguagePack = {
  script: SCRIPT,
  months: TELUGU_MONTHS,
  weekdays: TELUGU_WEEKDAYS,
  time: nativeTime(
    {
      periods: { early: 'తెల్లవారుజామున', morning: 'ఉదయం', afternoon: 'మధ్యాహ్నం', evening: 'సాయంత్రం', night: 'రాత్రి' },
      at: (c) => `${c} గంటలకు`,
      from: (c) => `${c} గంటల నుండి`,
      range: (a, b) => `${a} గంటల నుండి ${b} గంటల వరకు`,
      label: 'సమయం',
    },
    SCRIPT,
  ),
  replyBefore: (date) => `మీ కోరిక మేరకు ${date} లోపు మా సమాధానాన్ని పంపుతున్నాము.`,
  onDate(date) {
    const dated = /^[\d౦-౯]/.test(date) ? `తేదీ ${date}` : date;
    return /[\d౦-౯]$/.test(date) ? `${dated}న` : `${dated} నాడు`;
  },
  atVenue: (venue) => `${venue} నందు`,

  salutation(to, variant) {
    // An institution is no one's dear: the personal letter too greets it with respect.
    const dear = variant === 'normal' || to?.kind === 'institution' ? 'గౌరవనీయులైన' : 'ఆత్మీయులైన';
    if (!to) return variant === 'normal' ? 'గౌరవనీయులకు,' : 'ఆత్మీయులకు,';
    const name = to.name;
    // An institution is written to through those who run it, never with "గారికి"; a committee
    // through its members; a management ('యాజమాన్యం') is itself who is written to.
    if (to.kind === 'institution') {
      // The head of an institution, by the office: 'శారదా విద్యా సంస్థ ప్రధానాచార్యులకు'.
      const head = officeOfInstitution(name, 'Telugu');
      if (head) return `${dear} ${head.institution} ${/లు$/u.test(head.office) ? head.office.replace(/లు$/u, 'లకు') : `${head.office} గారికి`},`;
      if (/యాజమాన్యం$/u.test(name)) return `${dear} ${teluguDative(name)},`;
      return `${dear} ${name} ${BODY.test(name) ? 'సభ్యులకు' : 'నిర్వాహకులకు'},`;
    }
    if (to.kind === 'couple') return toCouple(dear, to.core);
    if (to.people.length === 2 && BARE_TITLE.test(to.people[0]!)) return toCouple(dear, to.people[1]!);
    if (to.kind === 'family') {
      // What follows the person ('కుటుంబం', '& బంధుమిత్రులు'), without the "and" that joined it.
      const rest = name.startsWith(to.core) ? name.slice(to.core.length).replace(/^\s*(?:&|మరియు|,)?\s*/u, '') : '';
      // A person's family is 'శ్రీ సుబ్బారావు గారి కుటుంబ సభ్యులకు', 'సురేష్ శర్మ గారి …': the person keeps
      // his గారు. A surname alone names the family ('రెడ్డి కుటుంబ సభ్యులకు') and takes none.
      // A card that printed the genitive itself ('… సుబ్బారావు గారి', 'కొత్తపల్లి వారి') gets no second one.
      const person = !/(?:గారి|వారి)$/u.test(to.core) && (/^(?:శ్రీ|డా)/u.test(to.core) || /\s/u.test(to.core));
      const family = `${dear} ${to.core}${person ? ' గారి' : ''} కుటుంబ సభ్యులకు,`;
      // Well-wishers printed after the person ('కె. వెంకట రమణ & బంధుమిత్రులు'): the person is written to
      // with his గారికి, they in the plural dative ('బంధుమిత్రులకు'); no '&' in a Telugu letter.
      return /లు$/u.test(rest) && !/^కుటుంబ/u.test(rest) ? `${dear} ${to.core} గారికి, ${rest.slice(0, -1)}కు,` : family;
    }
    // Two or more people: listed with commas, as a Telugu letter writes them, never with the card's '&'
    // or the bookish 'మరియు' ('శ్రీ వెంకట రమణ, శ్రీమతి పద్మావతి గార్లకు'), and the plural "గార్లకు".
    if (to.count > 1 && to.people.length > 1) return `${dear} ${withoutGenitive(to.people.join(', '))} గార్లకు,`;
    return `${dear} ${name} ${to.count > 1 ? 'గార్లకు' : 'గారికి'},`;
  },

  paragraphs(s, variant) {
    const org = s.organization;
    // Without a date or a place the event is 'soon to be held', not a bare 'to be held'.
    const invitedTo = join(s.when, s.where, s.when || s.where ? 'జరగనున్న' : 'త్వరలో జరగనున్న', toEvent(s));
    // A committee is written to through its members: no regards go on to "your team".
    const toMembers = s.host?.kind === 'institution' && BODY.test(s.host.name);
    if (variant === 'normal') {
      // One 'ఆహ్వాన…' for the thanks: the answer's 'మీ ఆహ్వానాన్ని … స్వీకరిస్తున్నాము' is the other.
      return [
        `సవినయ నమస్కారాలు. ${invitedTo} మమ్మల్ని సాదరంగా ఆహ్వానించినందుకు మా మనఃపూర్వక ధన్యవాదాలు.`,
        WISHES[s.type].normal,
        normalAnswer(s),
      ];
    }
    // The personal letter opens as a friend writes: how you all are, the card come, the joy of being
    // asked to the event. The day and the place come in the answer ('… మండపంలో మీతో కలిసి గడిపే…'),
    // not in the formal letter's long opening sentence.
    return [
      join(
        'నమస్కారం.',
        // A friend asks after the family; an institution has none to ask after.
        s.host?.kind === 'institution' ? '' : 'మీరంతా క్షేమంగా ఉన్నారని తలుస్తాను.',
        // An institution asks with regard ('ఆదరంగా'), a friend with affection ('ఆప్యాయంగా').
        `మీరు పంపిన ${CARD[s.type]} అందింది. ${toEvent(s)} నన్ను ఇంత ${s.host?.kind === 'institution' ? 'ఆదరంగా' : 'ఆప్యాయంగా'} పిలిచినందుకు చాలా సంతోషంగా ఉంది.`,
        relationshipLine(s),
      ),
      join(honoreeBlessing(s), WISHES[s.type].finetuned),
      join(
        personalAnswer(s),
        !toMembers && regardsTo(s, (circle) => `${CIRCLE[circle]} నా పలకరింపులు తెలియజేయండి.`),
        // 'అభినందనలు', not a third 'శుభాకాంక్షలు'; the organisation, not its 'కుటుంబం' (English 'the … family').
        org && `${org} తరఫున కూడా మీకు అభినందనలు.`,
      ),
    ];
  },

  // భవదీయుడు / భవదీయురాలు agree with the signer; the plural of respect భవదీయులు marks no gender.
  closing: (variant, gender) =>
    variant === 'normal'
      ? ['ఇట్లు,', gender === 'male' ? 'భవదీయుడు,' : gender === 'female' ? 'భవదీయురాలు,' : 'భవదీయులు,']
      : // 'ఇట్లు, మీ శ్రేయోభిలాషి': how a Telugu letter to someone one knows ends, with no third 'శుభాకాంక్షలు'.
        ['ఇట్లు,', 'మీ శ్రేయోభిలాషి,'],
};
