/**
 * Hindi. Hindi verbs agree with the speaker's gender, which the app does not know, so the formal
 * letter speaks for the organisation ("हम … करते हैं", the accepted neutral usage) and the personal
 * one uses only constructions without a gendered verb ("मुझे … हुआ", "मेरी कामना है", "रह सकूँ").
 */
import type { ByType, LanguagePack, Slots, Variant } from './common';
import { bodyOfInstitution, hasCoupleTitle } from './hosts';
import { isInstitution, regardsTo, join, nativeTime, splitFamily } from './common';
import { birthdayFor, honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './hindi-reply';
import { monthNamesIn, weekdayNamesIn } from '@shared/helpers/calendar-names';

const SCRIPT = /[\u0900-\u097F]/;

export const HINDI_MONTHS = monthNamesIn('hi');
export const HINDI_WEEKDAYS = weekdayNamesIn('hi');

/** What the event is called when the card gave no name. */
const GENERIC_EVENT: ByType<string> = {
  wedding: 'शुभ विवाह समारोह',
  housewarming: 'गृह प्रवेश समारोह',
  inauguration: 'उद्घाटन समारोह',
  religious: 'धार्मिक अनुष्ठान',
  birthday: 'जन्मदिन समारोह',
  engagement: 'सगाई समारोह',
  naming: 'नामकरण संस्कार',
  'thread-ceremony': 'उपनयन संस्कार',
  other: 'कार्यक्रम',
};

/** "ऐसे <…> अवसर पर" (the personal letter's thanks). Not 'आनंदमय': its opener already says "बड़ा आनंद हुआ". */
const OCCASION: ByType<string> = {
  wedding: 'मांगलिक',
  housewarming: 'शुभ',
  inauguration: 'महत्वपूर्ण',
  religious: 'पावन',
  birthday: 'सुखद',
  engagement: 'मांगलिक',
  naming: 'मंगल',
  'thread-ceremony': 'पावन',
  other: 'विशेष',
};

/** The personal letter's delight in the event itself, said as a friend says it; '' where the wishes
 *  that follow already say it. Only to a person or a family: a trust's mass wedding has no "आपके घर". */
const JOY: ByType<string> = {
  wedding: 'आपके घर शहनाई बजने वाली है — इससे सुखद समाचार भला और क्या होगा!',
  housewarming: 'आपका बरसों का सपना साकार हुआ — इसकी ढेरों बधाई!',
  inauguration: '',
  religious: '',
  birthday: '',
  engagement: 'दो परिवारों में एक नया रिश्ता जुड़ने जा रहा है — इससे सुखद समाचार भला और क्या होगा!',
  naming: 'आपके आँगन में किलकारियाँ गूँज रही हैं — इसकी हार्दिक बधाई!',
  'thread-ceremony': '',
  other: '',
};

const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'इस मांगलिक अवसर पर हम आपको हार्दिक बधाई देते हैं। ईश्वर नवदंपति को प्रेम, परस्पर विश्वास और सुख-समृद्धि से परिपूर्ण दांपत्य जीवन का आशीर्वाद प्रदान करें।',
    finetuned:
      'शादी केवल दो हृदयों का नहीं, दो परिवारों का भी पवित्र मिलन है। मेरी कामना है कि नवदंपति का जीवन प्रेम, विश्वास और आपसी समझ से महकता रहे और खुशियाँ कभी उनका आँगन न छोड़ें।',
  },
  housewarming: {
    normal:
      'इस शुभ अवसर पर हम आपको हार्दिक बधाई देते हैं। आपका नया घर सदैव सुख, शांति और समृद्धि से परिपूर्ण रहे और आपके परिवार के लिए अपार खुशियाँ लेकर आए।',
    finetuned:
      'घर ईंट-पत्थर से नहीं, अपनों के प्रेम से बनता है। मेरी शुभकामना है कि आपके नए आशियाने का हर कोना हँसी-खुशी से गूँजता रहे, उसके द्वार सौभाग्य के लिए सदा खुले रहें और आपका परिवार सुख, स्वास्थ्य और समृद्धि के साथ फलता-फूलता रहे।',
  },
  inauguration: {
    normal:
      'इस महत्वपूर्ण अवसर पर हम आपको हार्दिक बधाई देते हैं। हमारी कामना है कि यह नया उपक्रम निरंतर प्रगति करे, सफलता के नए शिखर छुए और समाज की सेवा में अपना योगदान देता रहे।',
    finetuned:
      'हर नई शुरुआत के पीछे दूरदृष्टि और अथक परिश्रम होता है, और यह शुभारंभ उसी का सुंदर परिणाम है। मुझे पूरा विश्वास है कि यह प्रयास दिन-प्रतिदिन आगे बढ़ेगा और समाज के लिए उपयोगी सिद्ध होगा।',
  },
  religious: {
    normal:
      'इस पावन अवसर पर हम ईश्वर से प्रार्थना करते हैं कि आप पर और आपके परिवार पर उनकी असीम कृपा सदैव बनी रहे तथा आपके जीवन में सुख, शांति और समृद्धि का वास हो।',
    finetuned:
      'भक्ति के ये क्षण चित्त को शांति देते हैं और हमें ईश्वर के और निकट ले आते हैं। मेरी प्रार्थना है कि प्रभु की कृपा आप पर और आपके परिवार पर सदा बनी रहे और आपका जीवन सुख, समृद्धि व आरोग्य से परिपूर्ण रहे।',
  },
  birthday: {
    normal:
      'इस आनंदमय अवसर पर हम हार्दिक शुभकामनाएँ प्रेषित करते हैं। ईश्वर से प्रार्थना है कि आने वाला हर वर्ष उत्तम स्वास्थ्य, दीर्घायु और अपार खुशियाँ लेकर आए।',
    finetuned:
      'हर नया वर्ष जीवन में नई उमंग लेकर आता है। ईश्वर से मेरी प्रार्थना है कि आगे की राह उत्तम स्वास्थ्य और अनगिनत खुशियों से सजी रहे और सभी इच्छाएँ पूरी हों।',
  },
  engagement: {
    normal:
      'इस मांगलिक अवसर पर हम आपको हार्दिक बधाई देते हैं। ईश्वर इस जोड़ी को प्रेम और परस्पर विश्वास का आशीर्वाद दें और यह शुभ आरंभ सुखमय दांपत्य जीवन का आधार बने।',
    finetuned:
      'अंगूठी की यह रस्म जीवन भर साथ निभाने के वचन की सुंदर शुरुआत है। मेरी कामना है कि इस जोड़ी का आपसी प्रेम और विश्वास दिन-प्रतिदिन बढ़ता रहे और उनकी राह खुशियों से सजी रहे।',
  },
  naming: {
    normal:
      'इस आनंदमय अवसर पर हम आपको हार्दिक बधाई देते हैं। ईश्वर से प्रार्थना है कि शिशु स्वस्थ और प्रसन्न रहे तथा उस दिन दिया जाने वाला नाम जीवन भर यश और सौभाग्य लेकर आए।',
    finetuned:
      // 'नन्ही जान' is feminine for any child, so no verb guesses the child's sex; not "नामकरण" or
      // "परिवार" again (the event's name, the sentence before).
      'जिस नाम से यह नन्ही जान जीवन भर पहचानी जाएगी, उसका चुना जाना पूरे परिवार के लिए उल्लास का क्षण होता है। मेरी कामना है कि वह सदा स्वस्थ और प्रसन्न रहे, अच्छे संस्कारों में पले-बढ़े और आपके कुल का गौरव बढ़ाए।',
  },
  'thread-ceremony': {
    normal:
      'इस पावन अवसर पर हम आपको हार्दिक बधाई देते हैं। ईश्वर बटु को विद्या, बुद्धि, उत्तम स्वास्थ्य और सदाचार का आशीर्वाद प्रदान करें।',
    finetuned:
      'जनेऊ धारण से विद्या और अनुशासन की साधना का आरंभ होता है, और यह आपके परिवार के लिए गौरव का क्षण है। मेरी कामना है कि बटु ज्ञान, सदाचार और आरोग्य में निरंतर आगे बढ़े और इस दिन का आशीर्वाद जीवन भर उसके साथ रहे।',
  },
  other: {
    normal:
      'इस विशेष अवसर पर हम आपको हार्दिक शुभकामनाएँ देते हैं। हमारी कामना है कि यह आयोजन पूर्णतः सफल हो और सभी के लिए अविस्मरणीय बने।',
    finetuned:
      'अपनों के जुटने से खुशियाँ दोगुनी हो जाती हैं। मेरी कामना है कि यह आयोजन हर दृष्टि से सफल हो और सबके लिए मधुर स्मृतियाँ छोड़ जाए।',
  },
};

/** The people the personal letter sends regards to. */
const CIRCLE: ByType<string> = {
  wedding: 'आपके परिवारजनों',
  housewarming: 'आपके परिवारजनों',
  inauguration: 'आपके सभी सहयोगियों',
  religious: 'आपके परिवारजनों',
  birthday: 'आपके परिवारजनों',
  engagement: 'आपके परिवारजनों',
  naming: 'आपके परिवारजनों',
  'thread-ceremony': 'आपके परिवारजनों',
  other: 'आपके परिवारजनों',
};

/** "<when> <where> आयोजित <event>": Hindi postpositions stand apart, so any name fits as printed;
 *  'आयोजित' is invariable, whatever the event's gender. */
function eventWithDetails(s: Slots): string {
  const event = eventOf(s);
  return s.when || s.where ? join(s.when, s.where, 'आयोजित', event) : event;
}

/** The event alone, before "का": the personal letter names the day and the place later, in its answer. */
function eventOf(s: Slots): string {
  return asSamskara(hostsOwn(hindiOblique(s.eventName), s), s.type) || GENERIC_EVENT[s.type];
}

/** The host's own event is "आपके / आपकी …": writing to श्री सुरेश चंद्र वर्मा, "श्री सुरेश चंद्र वर्मा जी के
 *  75वें जन्मदिन" → "आपके 75वें जन्मदिन". */
function hostsOwn(event: string, s: Slots): string {
  if (s.host?.kind !== 'person') return event;
  const core = s.host.name.replace(LEADING_TITLE, '').replace(/\s+जी$/u, '');
  const rest = event.replace(LEADING_TITLE, '');
  const own = core && rest.startsWith(core) ? /^\s+(?:जी\s+)?(के|की)\s+/u.exec(rest.slice(core.length)) : null;
  return own ? `आप${own[1]} ${rest.slice(core.length + own[0].length)}` : event;
}

/** A card's bare "Upanayanam" / "Namakarana" is a संस्कार in Hindi: "उपनयन संस्कार का निमंत्रण". */
function asSamskara(event: string, type: Slots['type']): string {
  return (type === 'thread-ceremony' && event === 'उपनयन') || (type === 'naming' && event === 'नामकरण') ? `${event} संस्कार` : event;
}

/** The wishes; to a temple's or a society's committee the prayer is for all of them and the devotees,
 *  not for "your family". */
function wishesFor(s: Slots, variant: Variant): string {
  let wishes = WISHES[s.type][variant];
  // The formal birthday wish says whose years: "… कि चि. आरव के लिए आने वाला हर वर्ष …".
  if (s.type === 'birthday' && birthdayFor(s)) wishes = wishes.replace('कि आने वाला हर वर्ष', `कि ${birthdayFor(s)} आने वाला हर वर्ष`);
  if (!isInstitution(s.host)) return wishes;
  return wishes
    .replace('आप पर और आपके परिवार पर', 'आप सब पर और सभी भक्तजनों पर')
    .replace('आपके जीवन में', 'सबके जीवन में')
    .replace('आपका जीवन', 'सबका जीवन');
}

/** The event name before a postposition: a "का" inside it turns oblique with the noun it governs
 *  ("प्रिया एवं अर्जुन का शुभ विवाह" + "का निमंत्रण" → "प्रिया एवं अर्जुन के शुभ विवाह का निमंत्रण"). */
export function hindiOblique(eventName: string): string {
  return eventName
    .replace(/(\S)\s+का\s+(?=\S)/gu, '$1 के ')
    .replace(/(\d+)\s*(?:वाँ|वां)(?=\s)/gu, '$1वें')
    .replace(/(^|\s)(पहला|दूसरा|तीसरा|चौथा|छठा)(?=\s)/gu, (_, at: string, word: string) => `${at}${word.slice(0, -1)}े`)
    .replace(/(^|\s)रोका$/u, '$1रोके');
}

/** "श्रीमती", "Mr.", "Dr." … at the start of a name. */
const LEADING_TITLE = /^(?:श्री|श्रीमती|श्रीमान|डॉ|Mr|Mrs|Shri|Sri|Smt|Dr)\.?\s+/iu;

// Bodies Hindi makes feminine ('की प्रबंध समिति'); the others take 'के' before 'के पदाधिकारीगण'.
const FEMININE_BODY = /(?:समिति|परिषद|सभा|कार्यकारिणी)$/u;

/** An office printed before its institution ('प्रधानाचार्य, शारदा विद्यालय'): one person, written to
 *  by the office with 'जी', which fits a man or a woman. */
const OFFICE_THEN_INSTITUTION =
  /^(प्रधानाचार्य|प्राचार्य|प्रिंसिपल|मुख्याध्यापक|प्रधानाध्यापक|अध्यक्ष|उपाध्यक्ष|महासचिव|सचिव|संयुक्त सचिव|कोषाध्यक्ष|निदेशक|प्रबंध न्यासी|संस्थापक|प्रबंधक|समन्वयक|कुलपति|जिलाधिकारी|महापौर)\s*,\s*(.+)$/u;

/** 'प्रबंध समिति, सरस्वती शिशु मंदिर' said as Hindi says it: 'सरस्वती शिशु मंदिर की प्रबंध समिति'. */
function hindiInstitution(name: string): string {
  const parts = bodyOfInstitution(name);
  return parts ? `${parts.institution} ${FEMININE_BODY.test(parts.body) ? 'की' : 'के'} ${parts.body}` : name;
}

export const hindi: LanguagePack = {
  script: SCRIPT,
  months: HINDI_MONTHS,
  weekdays: HINDI_WEEKDAYS,
  time: nativeTime(
    {
      periods: { early: 'प्रातः', morning: 'सुबह', afternoon: 'दोपहर', evening: 'शाम', night: 'रात' },
      at: (c) => `${c} बजे`,
      from: (c) => `${c} बजे से`,
      range: (a, b) => `${a} बजे से ${b} बजे तक`,
      label: 'समय',
    },
    SCRIPT,
  ),
  replyBefore: (date) => `आपके अनुरोध के अनुसार हम ${date} से पहले अपना उत्तर भेज रहे हैं।`,
  onDate: (date) => `${date} को`,
  atVenue: (venue) => `${venue} में`,

  salutation(to) {
    if (!to) return 'आदरणीय महोदय/महोदया,';
    const name = to.name;
    // An institution is addressed through its office-bearers, never with "जी".
    const office = OFFICE_THEN_INSTITUTION.exec(name);
    if (isInstitution(to) && office) return `आदरणीय ${office[2]} के ${office[1]} जी,`;
    if (isInstitution(to)) return `आदरणीय ${hindiInstitution(name)} के पदाधिकारीगण,`;
    if (to.kind === 'couple') {
      return hasCoupleTitle(name) ? `आदरणीय ${name} जी,` : `आदरणीय श्री एवं श्रीमती ${to.core.replace(LEADING_TITLE, '')} जी,`;
    }
    if (to.title === 'western' && /[A-Za-z]/.test(name)) return `आदरणीय ${name},`;
    const family = splitFamily(name);
    if (family) return `आदरणीय ${family[0]} जी${family[1]},`;
    if (/परिवार$|family$/i.test(name)) return `आदरणीय ${name},`;
    return `आदरणीय ${name} जी,`;
  },

  paragraphs(s, variant) {
    const org = s.organization;
    const event = variant === 'normal' ? eventWithDetails(s) : eventOf(s);
    // "आपके 75वें जन्मदिन का निमंत्रण", not "… का आपका निमंत्रण" a second time.
    const your = /(?:^|\s)आप(?:के|की)\s/u.test(event) ? '' : 'आपका ';
    const institution = isInstitution(s.host);
    const blessing = honoreeBlessing(s);
    if (variant === 'normal') {
      return [
        // 'आमंत्रण' here, as the answer says "हम आपका निमंत्रण सहर्ष स्वीकार करते हैं".
        `सादर नमस्कार। ${event} का ${your}${institution ? 'सौहार्दपूर्ण' : 'स्नेहपूर्ण'} आमंत्रण पाकर हमें अत्यंत प्रसन्नता हुई। इस सम्मान के लिए हम हृदय से आपके आभारी हैं।`,
        wishesFor(s, 'normal'),
        normalAnswer(s),
      ];
    }
    return [
      // A friend's letter opens with the news and the joy, not with the card's date and venue
      // (the answer says when and where: "मैं … को … में अवश्य पहुँचूँगा").
      join(
        // A school or a committee invites courteously; "आत्मीय" is a person's word.
        `${warmGreeting(s)} ${event} का ${your}${institution ? '' : 'आत्मीय '}निमंत्रण मिला, पढ़कर बड़ा आनंद हुआ।`,
        !institution && JOY[s.type],
        `ऐसे ${OCCASION[s.type]} अवसर पर आपने मुझे याद रखा, इसके लिए बहुत-बहुत आभार।`,
        relationshipLine(s),
      ),
      join(blessing, wishesFor(s, 'finetuned')),
      // The organisation's good wishes in a word the answer has not used ("शुभकामनाएँ" it has).
      // After "सादर नमस्कार" or an elder's "सादर अभिनंदन" the regards are "यथायोग्य", not "सादर" again.
      `${personalAnswer(s)}${regardsTo(s, (circle) => ` ${institution ? CIRCLE.inauguration : CIRCLE[circle]} को मेरा ${respectful(s) || blessing.includes('सादर') ? 'यथायोग्य' : 'सादर'} अभिवादन।`)}${org ? ` ${org} की ओर से भी आपको मंगलकामनाएँ।` : ''}`,
    ];
  },

  // भवदीय / भवदीया, आपका / आपकी शुभाकांक्षी agree with the signer; without a gender the letter
  // closes with its first line alone. The personal letter signs as a well-wisher, not "भवदीय".
  // The personal letter closes 'सादर सस्नेह' to friends, 'सादर' to a body or a host known officially, as it greets them.
  closing: (variant, gender, s) =>
    variant === 'normal'
      ? ['सादर,', ...(gender === 'male' ? ['भवदीय,'] : gender === 'female' ? ['भवदीया,'] : [])]
      : [respectful(s) ? 'सादर,' : 'सादर सस्नेह,', ...(gender === 'male' ? ['आपका शुभाकांक्षी,'] : gender === 'female' ? ['आपकी शुभाकांक्षी,'] : [])],
};

/** 'सस्नेह' greets an equal or a junior; a committee, or a host known only officially, is greeted 'सादर'. */
function warmGreeting(s: Slots): string {
  return respectful(s) ? 'सादर नमस्कार।' : 'सस्नेह नमस्कार।';
}

const respectful = (s: Slots) => isInstitution(s.host) || s.relationship === 'official';
