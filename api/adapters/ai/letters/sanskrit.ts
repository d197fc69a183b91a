/**
 * Sanskrit, in the plain modern style of letters and news (little external sandhi). Names are not
 * declined: the idiom '<name> इति' / '<place> इत्यत्र' carries them unchanged ('श्रीसत्यनारायणपूजा
 * इत्यस्मिन् धार्मिकानुष्ठाने', 'वाराणसी इत्यत्र'); an institution's own noun is declined ('… संस्थायाः').
 * Addresses use the plural of respect, whose forms are the same for men and women ('मान्याः …
 * महोदयाः'; 'मान्यवराः' only where no woman is named alone); the verbs of the personal letter are
 * first-person forms, which have no gender.
 */
import { officeOfInstitution } from './designations';
import type { ByType, LanguagePack, Slots, Variant } from './common';
import { regardsTo, join, nativeTime } from './common';
import { honoreeBlessing, normalAnswer, ofInstitution, personalAnswer, relationshipLine } from './sanskrit-reply';
import { hasHindiGrammar } from './between-scripts';
import { bodyOfInstitution, isWomansName } from './hosts';

const SCRIPT = /[\u0900-\u097F]/;

// Not CLDR's: it writes the nominative compound (जनवरीमासः), which a date in a letter does not use.
export const SANSKRIT_MONTHS = [
  'जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितम्बर', 'अक्टूबर', 'नवम्बर', 'दिसम्बर',
] as const;
/** In the locative ("on Sunday"), as dates are always used. */
export const SANSKRIT_WEEKDAYS = ['रविवासरे', 'सोमवासरे', 'मङ्गलवासरे', 'बुधवासरे', 'गुरुवासरे', 'शुक्रवासरे', 'शनिवासरे'] as const;

/** The kind of event, in the locative ("at the wedding festival"). */
const EVENT_LOCATIVE: ByType<string> = {
  wedding: 'विवाहमहोत्सवे',
  housewarming: 'गृहप्रवेशसमारोहे',
  inauguration: 'उद्घाटनसमारोहे',
  religious: 'धार्मिकानुष्ठाने',
  birthday: 'जन्मदिनोत्सवे',
  engagement: 'वाग्दानसमारोहे',
  naming: 'नामकरणसंस्कारे',
  'thread-ceremony': 'उपनयनसंस्कारे',
  other: 'कार्यक्रमे',
};

/** The kind's own first word: a printed name ending in it names the kind of event. */
const KIND_WORD: ByType<string> = {
  wedding: 'विवाह',
  housewarming: 'गृहप्रवेश',
  inauguration: 'उद्घाटन',
  religious: 'धार्मिकानुष्ठान',
  birthday: 'जन्मदिन',
  engagement: 'वाग्दान',
  naming: 'नामकरण',
  'thread-ceremony': 'उपनयन',
  other: 'कार्यक्रम',
};

/** "at the <event>": 'X इत्यस्मिन् विवाहमहोत्सवे' ("at this wedding festival called X"). */
function atEvent(s: Slots): string {
  const kind = EVENT_LOCATIVE[s.type];
  // A name in Hindi is said in Sanskrit's own words.
  if (!s.eventName || hasHindiGrammar(s.eventName)) return kind;
  // Printed in the nominative ('वाग्दानम्', 'शुभविवाहः'), or as a stem.
  const name = s.eventName.replace(/(?:ः|म्|\u0902)$/u, '');
  const joined = name.replace(/\s+/gu, '');
  // "नामकरण संस्कार इत्यस्मिन् नामकरणसंस्कारे" says the name twice: the kind alone says it.
  if (kind.startsWith(joined)) return kind;
  // "शुभ विवाह इत्यस्मिन् विवाहमहोत्सवे", "… उद्घाटन इत्यस्मिन् उद्घाटनसमारोहे" say it twice too: the
  // printed name, which ends in the kind's word, takes the rest of the kind ('शुभ विवाहमहोत्सवे').
  for (let n = kind.length - 1; n >= KIND_WORD[s.type].length; n--) {
    if (joined.endsWith(kind.slice(0, n))) return `${name}${kind.slice(n)}`;
  }
  // Any other function printed as a stem that names itself ('वार्षिकोत्सव') is put in the locative;
  // printed in the nominative ('कुटुम्बोत्सवः') it is kept as printed, with इति. ('त्सव', not 'उत्सव':
  // after a vowel the उ is joined into it, 'वार्षिक + उत्सव' = 'वार्षिकोत्सव'.)
  if (s.type === 'other' && /(?:त्सव|समारोह)$/u.test(s.eventName)) return `${s.eventName}े`;
  return `${s.eventName} इत्यस्मिन् ${kind}`;
}

/** "of the <event>" (genitive), for the personal letter's "the good news of the wedding": the same
 *  naming as atEvent, its locative 'इत्यस्मिन् …े' made 'इत्यस्य …स्य' (every kind is an a-stem). */
function ofEvent(s: Slots): string {
  return atEvent(s).replace(/इत्यस्मिन्/u, 'इत्यस्य').replace(/े$/u, 'स्य');
}

/** "the good news of <event>": 'शुभविवाहमहोत्सवस्य वार्तां', not '… शुभवार्तां' after a printed 'शुभ'. */
function news(ofTheEvent: string): string {
  return `${ofTheEvent} ${/शुभ/u.test(ofTheEvent) ? 'वार्तां' : 'शुभवार्तां'}`;
}

/** "अस्मिन् <…> अवसरे" (locative). */
const OCCASION: ByType<string> = {
  wedding: 'मङ्गलमये',
  housewarming: 'मङ्गलमये',
  inauguration: 'महत्त्वपूर्णे',
  religious: 'पावने',
  birthday: 'आनन्दमये',
  engagement: 'मङ्गलमये',
  naming: 'आनन्दमये',
  'thread-ceremony': 'पावने',
  other: 'विशेषे',
};

const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'अस्मिन् मङ्गलमये अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। नवदम्पत्योः दाम्पत्यजीवनं प्रेम्णा परस्परविश्वासेन सुखसमृद्ध्या च परिपूर्णं भवतु इति कामयामहे।',
    finetuned:
      'विवाहः न केवलं द्वयोः व्यक्त्योः, अपि तु द्वयोः कुलयोः अपि पवित्रः सङ्गमः। नवदम्पती प्रेम्णा विश्वासेन परस्परावगमेन च युक्तौ आजीवनं सहधर्मं चरताम् इति हृदयपूर्वकं कामये।',
  },
  housewarming: {
    normal:
      'गृहप्रवेशस्य अस्मिन् शुभावसरे अस्माकं हार्दिकम् अभिनन्दनम्। भवतां नूतनं गृहं सर्वदा सुखेन शान्त्या आरोग्येण ऐश्वर्येण च परिपूर्णं भवतु इति कामयामहे।',
    finetuned:
      'गृहप्रवेशः जीवने नूतनः आरम्भः। भवतां गृहं हासेन आनन्देन च सदा मुखरितं भवतु, तत्र लक्ष्मीः नित्यं निवसतु, भवन्तः सर्वे च आरोग्यम् ऐश्वर्यं च लभन्ताम् इति हृदयपूर्वकं कामये।',
  },
  inauguration: {
    normal:
      'अस्मिन् महत्त्वपूर्णे अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। अयं नूतनः उपक्रमः निरन्तरं वर्धताम्, उत्तरोत्तरं साफल्यं प्राप्नोतु, समाजस्य हितं च सदा साधयतु इति कामयामहे।',
    finetuned:
      'प्रत्येकः नूतनः आरम्भः दूरदृष्टेः अविरतस्य परिश्रमस्य च फलम्। अयं प्रयासः उत्तरोत्तरं वर्धमानः स्थिरं साफल्यं प्राप्नोतु, बहूनां जनानां कल्याणाय च भवतु इति हृदयपूर्वकं कामये।',
  },
  religious: {
    normal:
      'अस्मिन् पावने अवसरे भगवतः कृपा भवतां भवत्कुटुम्बस्य च उपरि सदा वर्षतु, भवतां जीवनं सुखेन शान्त्या समृद्ध्या च पूर्णं भवतु इति परमेश्वरं प्रार्थयामहे।',
    finetuned:
      'एतादृशानि पुण्यकर्माणि मनसे शान्तिं ददति, अस्मान् परमेश्वरस्य समीपतरं च नयन्ति। भगवतः अनुग्रहः भवत्सु भवत्प्रियजनेषु च सदा वर्तताम् इति हृदयपूर्वकं प्रार्थये।',
  },
  birthday: {
    normal:
      'जन्मदिनस्य अस्मिन् आनन्दमये अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। परमेश्वरः दीर्घायुष्यम् उत्तमम् आरोग्यं सुखं समृद्धिं च प्रयच्छतु इति प्रार्थयामहे।',
    finetuned:
      'आगामिनः संवत्सराः सौभाग्येन समृद्ध्या च पूर्णाः सन्तु, सर्वे मनोरथाः च सफलाः भवन्तु इति हृदयपूर्वकं कामये।',
  },
  engagement: {
    normal:
      'वाग्दानस्य अस्मिन् मङ्गलमये अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। वधूवरयोः परस्परं प्रेम विश्वासः च सदा वर्धेताम्, भावि दाम्पत्यजीवनं सुखमयं भवतु इति कामयामहे।',
    finetuned:
      'वाग्दानम् आजीवनसाहचर्यस्य प्रथमं सोपानम्। भाविदम्पती प्रेम्णा विश्वासेन च उत्तरोत्तरं समीपतरौ स्याताम्, अनागतः कालः च आनन्दमयः भवतु इति हृदयपूर्वकं कामये।',
  },
  naming: {
    normal:
      'नामकरणसंस्कारस्य अस्मिन् आनन्दमये अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। शिशुः आरोग्येण सुखेन च वर्धताम्, संस्कारे दीयमानं नाम यशः सौभाग्यं च आवहतु इति कामयामहे।',
    finetuned:
      'नामकरणं सर्वेषां स्वजनानाम् उत्सवः। आरोग्यं प्रसन्नता सुसंस्कारः च सदा तस्य सहचराः भवन्तु, भवतां कुलस्य यशः च उत्तरोत्तरं वर्धताम् इति हृदयपूर्वकं कामये।',
  },
  'thread-ceremony': {
    normal:
      'उपनयनसंस्कारस्य अस्मिन् पावने अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। बटुः विद्यया बुद्ध्या आरोग्येण सदाचारेण च युक्तः भवतु इति परमेश्वरं प्रार्थयामहे।',
    finetuned:
      'उपनयनं विद्यायाः अनुशासनस्य च जीवनस्य आरम्भः। बटुः ज्ञाने सदाचारे आरोग्ये च उत्तरोत्तरं वर्धताम्, अस्य दिनस्य पुण्यं यावज्जीवं तं रक्षतु इति हृदयपूर्वकं कामये।',
  },
  other: {
    normal:
      'अस्मिन् विशेषे अवसरे अस्माकं हार्दिकम् अभिनन्दनम्। अयं कार्यक्रमः सर्वथा सफलः भवतु, सर्वेषां कृते च चिरस्मरणीयः भवतु इति कामयामहे।',
    finetuned:
      'एतादृशाः प्रसङ्गाः स्वजनान् परस्परं समीपतरं नयन्ति। अयं कार्यक्रमः सर्वथा सफलः भवतु, सर्वेषां मनस्सु मधुराः स्मृतयः च तिष्ठन्तु इति हृदयपूर्वकं कामये।',
  },
};

/** The people the personal letter sends regards to (dative). */
const CIRCLE: ByType<string> = {
  wedding: 'भवतां कुटुम्बिजनेभ्यः',
  housewarming: 'भवतां कुटुम्बिजनेभ्यः',
  inauguration: 'भवतां सहयोगिभ्यः',
  religious: 'भवतां कुटुम्बिजनेभ्यः',
  birthday: 'भवतां कुटुम्बिजनेभ्यः',
  engagement: 'भवतां कुटुम्बिजनेभ्यः',
  naming: 'भवतां कुटुम्बिजनेभ्यः',
  'thread-ceremony': 'भवतां कुटुम्बिजनेभ्यः',
  other: 'भवतां कुटुम्बिजनेभ्यः',
};

/**
 * A date as a Hindi or Sanskrit card prints it, in Sanskrit's spelling: the weekday in the locative
 * ('रविवार, 14 फरवरी' → 'रविवासरे, 14 फरवरी', as 'रविवासरः' too) and no Hindi nukta ('फ़रवरी').
 */
function onTheDay(date: string): string {
  const sanskritDay: Record<string, string> = { मंगल: 'मङ्गल', बृहस्पति: 'गुरु' };
  return date
    .replace(/\u093C/gu, '')
    .replace(/^(रवि|सोम|मङ्गल|मंगल|बुध|गुरु|बृहस्पति|शुक्र|शनि)(?:वार|वासरः|वासर)(?=[,\s]|$)/u, (_, day: string) => `${sanskritDay[day] ?? day}वासरे`);
}

/** To a temple's or a society's committee: its devotees and members, not "your family". */
const RELIGIOUS_TO_A_BODY =
  'अस्मिन् पावने अवसरे भगवतः कृपा भवतां सर्वेषां भक्तजनानां च उपरि सदा वर्षतु, सर्वत्र सुखं शान्तिः समृद्धिः च विलसतु इति परमेश्वरं प्रार्थयामहे।';

export const sanskrit: LanguagePack = {
  script: SCRIPT,
  months: SANSKRIT_MONTHS,
  weekdays: SANSKRIT_WEEKDAYS,
  time: nativeTime(
    {
      periods: { early: 'उषःकाले', morning: 'प्रातः', afternoon: 'मध्याह्ने', evening: 'सायं', night: 'रात्रौ' },
      at: (c) => `${c} वादने`,
      from: (c) => `${c} वादनतः`,
      range: (a, b) => `${a} वादनतः ${b} वादनपर्यन्तम्`,
      label: 'समयः',
    },
    SCRIPT,
  ),
  // The weekday is a locative ('रविवासरे'), which cannot stand before 'दिनाङ्कात् पूर्वम्': the date alone.
  replyBefore: (date) => `भवतां प्रार्थनानुसारं ${onTheDay(date).replace(/^\S+वासरे,?\s*/u, '')} दिनाङ्कात् पूर्वम् एव अस्माकं प्रत्युत्तरं प्रेषयामः।`,
  onDate: (date) => {
    const day = onTheDay(date);
    return /वासरे$/.test(day) ? day : `${day} दिनाङ्के`;
  },
  atVenue: (venue) => `${venue} इत्यत्र`,

  salutation(to, variant) {
    const dear = variant === 'normal' ? 'मान्यवराः' : 'आदरणीयाः';
    if (!to) return `${dear},`;
    // An institution is addressed through its office-bearers ('… समितेः पदाधिकारिणः'), its head by
    // the office, with the honorific compound ('शारदा विद्या संस्थायाः प्राचार्यमहोदयाः').
    if (to.kind === 'institution') {
      const respected = variant === 'normal' ? 'मान्याः' : 'आदरणीयाः';
      const head = officeOfInstitution(to.name, 'Sanskrit');
      if (head) return `${respected} ${ofInstitution(head.institution)} ${head.office.replace(/[ःी]$/u, (end) => (end === 'ी' ? 'ि' : ''))}महोदयाः,`;
      // A body printed before its institution ('प्रबंध समिति, आदर्श विद्या मंदिर') is the institution's.
      const body = bodyOfInstitution(to.name);
      if (body) {
        const ofBody = ofInstitution(body.body);
        return `${respected} ${ofInstitution(body.institution)} ${ofBody.endsWith(' इति संस्थायाः') ? `${body.body} इति समितेः` : ofBody} पदाधिकारिणः,`;
      }
      return `${respected} ${ofInstitution(to.name)} पदाधिकारिणः,`;
    }
    const core = to.core.replace(/[\s-]+(?:जी|ji)$/iu, '');
    // With wife or family, in Sanskrit's own words (सपत्नीकाः, सपरिवाराः), never Hindi "एवं परिवार".
    if (to.kind === 'couple') return `${dear} ${/^(?:श्री|डॉ)/u.test(core) ? core : `श्री ${core}`} महोदयाः सपत्नीकाः,`;
    if (to.kind === 'family') return `${dear} ${core} महोदयाः सपरिवाराः,`;
    if (to.people.length > 1) return `${dear} ${to.people.join(' तथा ')} महोदयाः,`;
    // 'मान्यवर' is a man's word: a woman the card names with her title is 'मान्याः', as a body is.
    const one = variant === 'normal' && to.people.length === 1 && isWomansName(core) ? 'मान्याः' : dear;
    if (/महोदय(?:ः|ाः|ा)$/u.test(core)) return `${one} ${core},`;
    return `${one} ${core} महोदयाः,`;
  },

  paragraphs(s, variant) {
    const org = s.organization;
    if (variant === 'normal') {
      const invitedTo = join(s.when, s.where, 'आयोज्यमाने', atEvent(s));
      return [
        `सादरं प्रणमामः। ${invitedTo} भागं ग्रहीतुं भवद्भिः प्रेषितम् आत्मीयम् आमन्त्रणम् अस्माभिः सानन्दं प्राप्तम्। एतदर्थं भवद्भ्यः सविनयं धन्यवादान् समर्पयामः।`,
        s.type === 'religious' && s.host?.kind === 'institution' ? RELIGIOUS_TO_A_BODY : WISHES[s.type].normal,
        normalAnswer(s),
      ];
    }
    // A friend of the family is greeted with affection; a colleague, an official or a body with respect.
    const greeting = s.relationship === 'family-friend' && s.host?.kind !== 'institution' ? 'सप्रेम नमस्करोमि।' : 'सादरं प्रणमामि।';
    // As one writes to someone one knows: the joy of the news first, then thanks for the invitation;
    // the day and the place come with the answer ("on that day I will come"), not in the formal
    // letter's long "at <venue> on <date> at <time> at the <event> to be held" opening.
    return [
      join(
        `${greeting} ${news(ofEvent(s))} प्राप्य अतीव प्रमोदम् अनुभवामि। अस्मिन् ${OCCASION[s.type]} अवसरे स्नेहेन प्रेषिताय आमन्त्रणाय भवद्भ्यः कोटिशः धन्यवादाः।`,
        relationshipLine(s),
      ),
      join(honoreeBlessing(s), WISHES[s.type].finetuned),
      // Not 'सादरं नमः निवेदयन्तु' after 'सादरं प्रणमामि' and a representative's 'निवेदयिष्यन्ति', nor
      // 'शुभकामनाः' before the closing's 'शुभकामनाभिः सह'.
      `${personalAnswer(s)}${regardsTo(s, (circle) => ` ${CIRCLE[circle]} मम यथोचितम् अभिवादनं विज्ञापयन्तु।`)}${org ? ` ${ofInstitution(org)} सदस्याः अपि भवतां कुशलं वाञ्छन्ति।` : ''}`,
    ];
  },

  // भवदीयः / भवदीया agree with the signer; without a gender the letter closes with "सादरम्" alone.
  closing: (variant, gender) => [
    variant === 'normal' ? 'सादरम्,' : 'शुभकामनाभिः सह,',
    ...(gender === 'male' ? ['भवदीयः,'] : gender === 'female' ? ['भवदीया,'] : []),
  ],
};
