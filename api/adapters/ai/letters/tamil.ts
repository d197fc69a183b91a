/**
 * Tamil. Case endings join the noun, so the event name and the venue are inflected when they end
 * in Tamil (திறப்பு விழா → விழாவிற்கு, சென்னை → சென்னையில், மண்டபம் → மண்டபத்தில்); a name in another
 * script takes the hyphenated ending Tamil uses for foreign words (-இல்), and an address ending
 * in a PIN code is introduced as an address.
 */
import type { ByType, LanguagePack, Slots, Variant } from './common';
import { circleOf, finalLetter, join, nativeTime } from './common';
import { honoreeBlessing, normalAnswer, personalAnswer, relationshipLine } from './tamil-reply';

const SCRIPT = /[\u0B80-\u0BFF]/;
const VIRAMA = '\u0BCD';

export const TAMIL_MONTHS = [
  'ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்',
] as const;
export const TAMIL_WEEKDAYS = [
  'ஞாயிற்றுக்கிழமை', 'திங்கட்கிழமை', 'செவ்வாய்க்கிழமை', 'புதன்கிழமை', 'வியாழக்கிழமை', 'வெள்ளிக்கிழமை', 'சனிக்கிழமை',
] as const;

type Case = 'dative' | 'locative';

/** Attaches a case ending to a Tamil noun with a regular ending, or returns null. */
export function tamilCase(noun: string, kind: Case): string | null {
  const last = finalLetter(noun);
  if (!SCRIPT.test(last)) return null;
  const dat = kind === 'dative';
  const chars = [...noun];
  const stem = (drop: number) => chars.slice(0, chars.length - drop).join('');
  if (last === VIRAMA) {
    const consonant = chars[chars.length - 2];
    // -ம்: திருமணம் → திருமணத்திற்கு / மண்டபம் → மண்டபத்தில்
    if (consonant === 'ம') return stem(2) + (dat ? 'த்திற்கு' : 'த்தில்');
    // ன ல ள ர ண ழ: கோயில் → கோயிலில், பிறந்தநாள் → பிறந்தநாளுக்கு
    if ('னலளரணழ'.includes(consonant)) return stem(1) + (dat ? 'ுக்கு' : 'ில்');
    return null;
  }
  // -டு / -று after a vowel double: வீடு → வீட்டில், மாநாடு → மாநாட்டுக்கு
  if (last === 'ு' && /[டற]/.test(chars[chars.length - 2] ?? '') && chars[chars.length - 3] !== VIRAMA) {
    const c = chars[chars.length - 2];
    return stem(2) + c + VIRAMA + c + (dat ? 'ுக்கு' : 'ில்');
  }
  // i, ī, e, ē, ai: சென்னை → சென்னையில், பூஜை → பூஜைக்கு
  if ('ிீெேை'.includes(last)) return noun + (dat ? 'க்கு' : 'யில்');
  // u: நிகழ்வு → நிகழ்வுக்கு, பெங்களூரு → பெங்களூருவில்
  if (last === 'ு') return noun + (dat ? 'க்கு' : 'வில்');
  // ā, ū, ō, inherent a: விழா → விழாவிற்கு
  if ('ாூோ'.includes(last) || /[\u0B95-\u0BB9]/.test(last)) return noun + (dat ? 'விற்கு' : 'வில்');
  return null;
}

/** What the event is called when the card gave no name. */
const GENERIC_EVENT: ByType<string> = {
  wedding: 'திருமண விழா',
  housewarming: 'புதுமனை புகுவிழா',
  inauguration: 'திறப்பு விழா',
  religious: 'ஆன்மிக நிகழ்வு',
  birthday: 'பிறந்தநாள் விழா',
  engagement: 'நிச்சயதார்த்த விழா',
  naming: 'பெயர் சூட்டு விழா',
  'thread-ceremony': 'உபநயன விழா',
  other: 'நிகழ்ச்சி',
};

/** "to the <event>". */
function toEvent(s: Slots): string {
  const name = s.eventName || GENERIC_EVENT[s.type];
  return tamilCase(name, 'dative') ?? `${name} நிகழ்ச்சிக்கு`;
}

/** "இத்தகைய <…> தருணத்தில்". */
const OCCASION: ByType<string> = {
  wedding: 'மங்களகரமான',
  housewarming: 'இனிய',
  inauguration: 'முக்கியமான',
  religious: 'புனிதமான',
  birthday: 'மகிழ்ச்சியான',
  engagement: 'மங்களகரமான',
  naming: 'மகிழ்ச்சியான',
  'thread-ceremony': 'புனிதமான',
  other: 'சிறப்பான',
};

const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'இந்த மங்களகரமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகளைத் தெரிவித்துக் கொள்கிறோம். மணமக்கள் அன்பும் புரிதலும் நிறைந்த இனிய இல்லற வாழ்வில் எல்லா வளங்களும் பெற்று நீடூழி வாழ வாழ்த்துகிறோம்.',
    finetuned:
      'திருமணம் என்பது இரு உள்ளங்களை மட்டுமின்றி இரு குடும்பங்களையும் இணைக்கும் புனிதமான பந்தம். மணமக்கள் அன்பும் நம்பிக்கையும் புரிதலும் கொண்டு, பதினாறும் பெற்றுப் பெருவாழ்வு வாழ மனமார வாழ்த்துகிறேன்.',
  },
  housewarming: {
    normal:
      'புதிய இல்லத்தில் குடிபுகும் இந்த நன்னாளில் எங்கள் மனமார்ந்த வாழ்த்துகள். தங்கள் புதிய இல்லம் என்றும் அமைதி, ஆரோக்கியம், செல்வ வளம் நிறைந்ததாக அமைய வாழ்த்துகிறோம்.',
    finetuned:
      'புதிய இல்லம் வாழ்வின் புதிய அத்தியாயத்தின் தொடக்கம். தங்கள் இல்லத்தின் ஒவ்வொரு மூலையும் சிரிப்பாலும் மகிழ்ச்சியாலும் நிறைந்திருக்கவும், தங்கள் குடும்பம் அங்கு ஆரோக்கியத்துடனும் செழிப்புடனும் வாழவும் மனமார வாழ்த்துகிறேன்.',
  },
  inauguration: {
    normal:
      'இந்த முக்கியமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். இந்தப் புதிய முயற்சி நாளுக்கு நாள் வளர்ந்து, மேன்மேலும் வெற்றிகள் பெற்று, சமுதாயத்திற்குச் சிறந்த சேவை ஆற்ற வாழ்த்துகிறோம்.',
    finetuned:
      'ஒவ்வொரு புதிய தொடக்கத்திற்கும் பின்னால் தொலைநோக்குப் பார்வையும் அயராத உழைப்பும் உள்ளன. இந்த முயற்சி மேன்மேலும் வளர்ந்து நிலையான வெற்றி பெறவும், தங்களுக்கும் தங்கள் குழுவினருக்கும் எல்லா நலன்களும் கிடைக்கவும் மனமார வாழ்த்துகிறேன்.',
  },
  religious: {
    normal:
      'இந்தப் புனிதமான தருணத்தில், இறையருள் தங்களுக்கும் தங்கள் குடும்பத்தினருக்கும் என்றும் நிறைந்திருக்கவும், தங்கள் வாழ்வில் அமைதியும் ஆரோக்கியமும் வளமும் பெருகவும் இறைவனைப் பிரார்த்திக்கிறோம்.',
    finetuned:
      'இத்தகைய புனித நிகழ்வுகள் மனதிற்கு அமைதியைத் தந்து, நம்மை இறைவனுக்கு இன்னும் நெருக்கமாக்குகின்றன. இறைவனின் திருவருள் தங்களுக்கும் தங்கள் அன்புக்குரியவர்களுக்கும் என்றென்றும் துணை நிற்க வேண்டுமென்று பிரார்த்திக்கிறேன்.',
  },
  birthday: {
    normal:
      'இந்த இனிய பிறந்தநாளில் எங்கள் மனமார்ந்த வாழ்த்துகள். நீண்ட ஆயுளும் நிறைந்த ஆரோக்கியமும் மகிழ்ச்சியும் பெற்று நீடூழி வாழ இறைவனைப் பிரார்த்திக்கிறோம்.',
    finetuned:
      'பிறந்தநாள் என்பது வாழ்வின் மகிழ்ச்சியைக் கொண்டாடும் இனிய நாள். வரும் ஆண்டுகள் நீண்ட ஆயுளையும் நிறைந்த ஆரோக்கியத்தையும் அளவற்ற மகிழ்ச்சியையும் வழங்கவும், மனதின் எல்லா விருப்பங்களும் நிறைவேறவும் மனமார வாழ்த்துகிறேன்.',
  },
  engagement: {
    normal:
      'நிச்சயதார்த்தத்தின் இந்த மங்களகரமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகளை ஏற்றுக்கொள்ளுங்கள். இந்த இணை அன்பும் பரஸ்பர நம்பிக்கையும் நிறைந்த இனிய மணவாழ்வைப் பெற வாழ்த்துகிறோம்.',
    finetuned:
      'நிச்சயதார்த்தம் வாழ்நாள் முழுவதும் இணைந்து வாழும் வாக்குறுதியின் அழகான தொடக்கம். இந்த இணையின் அன்பும் நம்பிக்கையும் நாளுக்கு நாள் வளரட்டும், வரும் நாட்கள் மகிழ்ச்சியால் நிறையட்டும் என்று மனமார வாழ்த்துகிறேன்.',
  },
  naming: {
    normal:
      'பெயர் சூட்டு விழாவின் இந்த மகிழ்ச்சியான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். குழந்தை நல்ல உடல்நலத்துடனும் மகிழ்ச்சியுடனும் வளரவும், இன்று சூட்டப்படும் பெயர் வாழ்நாள் முழுவதும் புகழும் நலமும் சேர்க்கவும் வாழ்த்துகிறோம்.',
    finetuned:
      'குழந்தைக்குப் பெயர் சூட்டுவது முழு குடும்பத்திற்கும் மகிழ்ச்சி தரும் தருணம். செல்லக் குழந்தை ஆரோக்கியத்துடனும் புன்னகையுடனும் நற்பண்புகளுடனும் வளரட்டும், அந்தப் பெயர் உங்கள் குடும்பத்திற்குப் பெருமை சேர்க்கட்டும் என்று மனமார வாழ்த்துகிறேன்.',
  },
  'thread-ceremony': {
    normal:
      'உபநயனத்தின் இந்தப் புனிதமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். பிரம்மச்சாரிக்கு கல்வி, அறிவு, நல்ல உடல்நலம், நல்லொழுக்கம் ஆகியவற்றை இறைவன் அருள வேண்டுமென்று பிரார்த்திக்கிறோம்.',
    finetuned:
      'உபநயனம் கல்வியும் ஒழுக்கமும் நிறைந்த வாழ்வின் தொடக்கம். இளம் பிரம்மச்சாரி அறிவிலும் நற்பண்பிலும் உடல்நலத்திலும் மென்மேலும் வளரட்டும், இந்நாளின் ஆசிகள் வாழ்நாள் முழுவதும் துணை நிற்கட்டும் என்று மனமார வாழ்த்துகிறேன்.',
  },
  other: {
    normal:
      'இந்தச் சிறப்பான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். இந்நிகழ்ச்சி சிறப்பாக நடைபெற்று அனைவருக்கும் மறக்க முடியாத அனுபவமாக அமைய வாழ்த்துகிறோம்.',
    finetuned:
      'இத்தகைய தருணங்கள் அன்புக்குரியவர்களை இன்னும் நெருக்கமாக்குகின்றன. இந்நிகழ்ச்சி எல்லா வகையிலும் வெற்றிகரமாக நடைபெற்று, அனைவர் மனதிலும் இனிய நினைவுகளை விட்டுச் செல்ல மனமார வாழ்த்துகிறேன்.',
  },
};

/** The people the personal letter sends regards to. */
const CIRCLE: ByType<string> = {
  wedding: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  housewarming: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  inauguration: 'தங்கள் குழுவினர் அனைவருக்கும்',
  religious: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  birthday: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  engagement: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  naming: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  'thread-ceremony': 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
  other: 'தங்கள் குடும்பத்தினர் அனைவருக்கும்',
};

export const tamil: LanguagePack = {
  script: SCRIPT,
  months: TAMIL_MONTHS,
  weekdays: TAMIL_WEEKDAYS,
  time: nativeTime(
    {
      periods: { early: 'அதிகாலை', morning: 'காலை', afternoon: 'மதியம்', evening: 'மாலை', night: 'இரவு' },
      at: (c) => `${c} மணிக்கு`,
      from: (c) => `${c} மணி முதல்`,
      range: (a, b) => `${a} மணி முதல் ${b} மணி வரை`,
      label: 'நேரம்',
    },
    SCRIPT,
  ),
  onDate: (date) => `${date} அன்று`,
  atVenue(venue) {
    const inflected = tamilCase(venue, 'locative');
    if (inflected) return inflected;
    return /[\d௦-௯]$/.test(venue) ? `${venue} என்ற முகவரியில்` : `${venue}-இல்`;
  },

  salutation(to, variant) {
    const dear = variant === 'normal' ? 'மதிப்பிற்குரிய' : 'அன்பிற்கும் மதிப்பிற்கும் உரிய';
    if (!to) return 'அன்புடையீர்,';
    const name = to.name;
    // An institution is written to through its administration, never as a person.
    if (to.kind === 'institution') return `${dear} ${name} நிர்வாகத்தினருக்கு,`;
    if (to.kind === 'couple') return `${dear} ${/^(?:திரு|டாக்டர்|முனைவர்)/u.test(to.core) ? to.core : `திரு. ${to.core}`} தம்பதியினருக்கு,`;
    if (to.kind === 'family') {
      // "… மற்றும் குடும்பத்தினர்" → "… மற்றும் குடும்பத்தினருக்கு".
      if (/குடும்பத்தினர்$/u.test(name)) return `${dear} ${name.slice(0, -1)}ுக்கு,`;
      if (/குடும்பம்$/u.test(name)) return `${dear} ${name.replace(/குடும்பம்$/u, 'குடும்பத்தினருக்கு')},`;
      return `${dear} ${to.core}${/\s/u.test(to.core) ? ' மற்றும்' : ''} குடும்பத்தினருக்கு,`;
    }
    return `${dear} ${name} அவர்களுக்கு,`;
  },

  paragraphs(s, variant) {
    const org = s.organization;
    const invitedTo = join(s.when, s.where, 'நடைபெறவுள்ள', toEvent(s));
    if (variant === 'normal') {
      return [
        `வணக்கம். ${invitedTo} எங்களை அன்புடன் அழைத்தமைக்கு எங்கள் மனமார்ந்த நன்றி. தங்கள் அழைப்பிதழ் கிடைக்கப்பெற்றதில் பெருமகிழ்ச்சி அடைகிறோம்.`,
        WISHES[s.type].normal,
        normalAnswer(s),
      ];
    }
    return [
      join(
        `வணக்கம். ${invitedTo} அன்புடன் தாங்கள் விடுத்த அழைப்பு என் மனதை மிகவும் மகிழ்வித்தது. இத்தகைய ${OCCASION[s.type]} தருணத்தில் என்னை நினைவுகூர்ந்த தங்கள் அன்புக்கு என் இதயம் கனிந்த நன்றி.`,
        relationshipLine(s),
      ),
      join(honoreeBlessing(s), WISHES[s.type].finetuned),
      `${personalAnswer(s)} ${CIRCLE[circleOf(s)]} என் அன்பான வணக்கங்களைத் தெரிவியுங்கள்.${org ? ` ${org} குடும்பத்தின் சார்பாகவும் தங்களுக்கு இனிய வாழ்த்துகள்.` : ''}`,
    ];
  },

  // 'தங்கள் உண்மையுள்ள' is the same for a man and a woman.
  closing: (variant) =>
    variant === 'normal' ? ['நன்றியுடன்,', 'தங்கள் உண்மையுள்ள,'] : ['அன்புடன்,', 'தங்கள் உண்மையுள்ள,'],
};
