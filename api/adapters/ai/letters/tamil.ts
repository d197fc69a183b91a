/**
 * Tamil. Case endings join the noun, so the event name and the venue are inflected when they end
 * in Tamil (திறப்பு விழா → விழாவிற்கு, சென்னை → சென்னையில், மண்டபம் → மண்டபத்தில்); a name in another
 * script takes the hyphenated ending Tamil uses for foreign words (-இல்), and an address ending
 * in a PIN code is introduced as an address.
 */
import { officeOfInstitution } from './designations';
import type { Addressee, ByType, LanguagePack, Slots, Variant } from './common';
import { isInstitution, regardsTo, join, nativeTime, townFirst } from './common';
import { SCRIPT, tamilCase } from './tamil-case';
import { honoreeBlessing, normalAnswer, personalAnswer, personTitle, relationshipLine } from './tamil-reply';
import { monthNamesIn } from '@shared/helpers/calendar-names';

export const TAMIL_MONTHS = monthNamesIn('ta');
// CLDR's long Tamil weekday is the bare name (ஞாயிறு); a letter writes the -கிழமை form.
export const TAMIL_WEEKDAYS = [
  'ஞாயிற்றுக்கிழமை', 'திங்கட்கிழமை', 'செவ்வாய்க்கிழமை', 'புதன்கிழமை', 'வியாழக்கிழமை', 'வெள்ளிக்கிழமை', 'சனிக்கிழமை',
] as const;


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

/** "இந்த <…> வேளையில்": the personal letter's word for the occasion. */
const OCCASION: ByType<string> = {
  wedding: 'மங்களகரமான',
  housewarming: 'மங்களகரமான',
  inauguration: 'முக்கியமான',
  religious: 'தெய்வீக',
  birthday: 'இனிய',
  engagement: 'மங்களகரமான',
  naming: 'இனிய',
  'thread-ceremony': 'புனிதமான',
  other: 'சிறப்பான',
};

const WISHES: ByType<Record<Variant, string>> = {
  wedding: {
    normal:
      'இந்த மங்களகரமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். மணமக்கள் அன்பும் புரிதலும் நிறைந்த இனிய இல்லற வாழ்வில் எல்லா வளங்களும் பெற்று நீடூழி வாழ இறைவனை வேண்டுகிறோம்.',
    finetuned:
      'திருமணம் என்பது இரு உள்ளங்களை மட்டுமின்றி இரு குடும்பங்களையும் இணைக்கும் புனிதமான பந்தம். மணமக்கள் அன்பும் நம்பிக்கையும் புரிதலும் கொண்டு, பதினாறும் பெற்றுப் பெருவாழ்வு வாழ மனமார வாழ்த்துகிறேன்.',
  },
  housewarming: {
    normal:
      'புதிய இல்லத்தில் குடிபுகும் இந்த நன்னாளில் எங்கள் மனமார்ந்த வாழ்த்துகள். அங்கு என்றும் அமைதியும் ஆரோக்கியமும் செல்வ வளமும் நிலைத்திருக்கட்டும்.',
    finetuned:
      'புது வீட்டில் பால் காய்ச்சும் இந்த இனிய நாளில், அந்த இல்லம் என்றும் சிரிப்பொலியும் செல்வமும் நிறைந்து விளங்கவும், அங்கு அனைவரும் ஆரோக்கியத்துடனும் நிம்மதியுடனும் வாழவும் மனமார வாழ்த்துகிறேன்.',
  },
  inauguration: {
    normal:
      'இந்த முக்கியமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். இந்தப் புதிய முயற்சி நாளுக்கு நாள் வளர்ந்து, மேன்மேலும் வெற்றிகள் பெற்று, சமுதாயத்திற்குச் சிறந்த சேவை ஆற்றட்டும்.',
    finetuned:
      'தொலைநோக்கும் அயராத உழைப்புமே ஒவ்வொரு புதிய தொடக்கத்தின் அடித்தளம். இந்த முயற்சி மேன்மேலும் வளர்ந்து நிலையான வெற்றி பெறவும், தங்களுக்கு எல்லா நலன்களும் கிடைக்கவும் மனமார வாழ்த்துகிறேன்.',
  },
  religious: {
    normal:
      'இந்தப் புனிதமான தருணத்தில், இறையருள் தங்களுக்கும் தங்களைச் சார்ந்த அனைவருக்கும் என்றும் நிறைந்திருக்கவும், தங்கள் வாழ்வில் அமைதியும் ஆரோக்கியமும் வளமும் பெருகவும் இறைவனைப் பிரார்த்திக்கிறோம்.',
    finetuned:
      'இத்தகைய புனித நிகழ்வுகள் உள்ளத்துக்கு அமைதியும் இறையுணர்வும் தருகின்றன. இறைவனின் திருவருள் தங்களுக்கும் தங்கள் அன்புக்குரியவர்களுக்கும் என்றென்றும் துணை நிற்க வேண்டுமென்று பிரார்த்திக்கிறேன்.',
  },
  birthday: {
    normal:
      'இந்த இனிய பிறந்தநாளில் எங்கள் மனமார்ந்த வாழ்த்துகள். நீண்ட ஆயுளும் நிறைந்த ஆரோக்கியமும் மகிழ்ச்சியும் பெற்றுச் சிறப்புடன் வாழ இறைவனைப் பிரார்த்திக்கிறோம்.',
    finetuned:
      'வரும் ஆண்டுகள் நீண்ட ஆயுளையும் நிறைந்த ஆரோக்கியத்தையும் அளவற்ற மகிழ்ச்சியையும் வழங்கவும், மனதின் எல்லா விருப்பங்களும் நிறைவேறவும் இறைவனைப் பிரார்த்திக்கிறேன்.',
  },
  engagement: {
    normal:
      'இந்த மங்களகரமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். மணமக்களாக இணையவிருக்கும் இருவரும் அன்பும் பரஸ்பர நம்பிக்கையும் நிறைந்த இனிய மணவாழ்வைப் பெற இறைவனை வேண்டுகிறோம்.',
    finetuned:
      'நிச்சயதார்த்தம் இரு குடும்பங்கள் உறவாகும் இனிய தொடக்கம். வருங்கால மணமக்களின் அன்பும் நம்பிக்கையும் நாளுக்கு நாள் வளர்ந்து, அவர்கள் வாழ்வு என்றும் மகிழ்ச்சியால் நிறைய மனமார வாழ்த்துகிறேன்.',
  },
  naming: {
    normal:
      'இந்த இனிய தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். குழந்தை நல்ல உடல்நலத்துடனும் மகிழ்ச்சியுடனும் வளரவும், அன்று சூட்டப்படும் பெயர் வாழ்நாள் முழுவதும் புகழும் நலமும் சேர்க்கவும் இறைவனைப் பிரார்த்திக்கிறோம்.',
    finetuned:
      'நல்ல ஆரோக்கியத்துடனும் மலர்ந்த புன்னகையுடனும் நற்பண்புகளுடனும் வளர்ந்து, பெற்றோருக்குப் பெருமை சேர்க்க மனமார வாழ்த்துகிறேன்.',
  },
  'thread-ceremony': {
    normal:
      'இந்தப் புனிதமான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். பிரம்மச்சாரிக்குக் கல்வி, அறிவு, நல்ல உடல்நலம், நல்லொழுக்கம் ஆகியவற்றை இறைவன் அருள வேண்டுமென்று பிரார்த்திக்கிறோம்.',
    finetuned:
      'பூணூல் அணியும் நாள் கல்வியும் ஒழுக்கமும் நிறைந்த வாழ்வின் தொடக்கம். இளம் பிரம்மச்சாரி அறிவிலும் நற்பண்பிலும் உடல்நலத்திலும் மேன்மேலும் வளரட்டும்; அன்று பெரியோரின் அருளும் வழிகாட்டலும் என்றும் துணை நிற்கட்டும் என்று மனமார வாழ்த்துகிறேன்.',
  },
  other: {
    normal:
      'இந்தச் சிறப்பான தருணத்தில் எங்கள் மனமார்ந்த வாழ்த்துகள். இந்நிகழ்ச்சி இனிதே நடைபெற்று, அனைவர் நினைவிலும் நீங்காத இடம் பெறட்டும்.',
    finetuned:
      'இந்நிகழ்ச்சி எல்லா வகையிலும் இனிதே நடைபெற்று, என்றும் நினைவில் நிற்கும் நாளாக அமைய மனமார வாழ்த்துகிறேன்.',
  },
};

/** The people the personal letter sends regards to: an institution's members, anyone else's family
 *  (a man opening his shop has a family to greet, not a committee). */
const circleOf = (s: Slots) => (isInstitution(s.host) ? 'தங்கள் குழுவினர் அனைவருக்கும்' : 'தங்கள் குடும்பத்தினர் அனைவருக்கும்');

/** "இந்த" doubles a following க ச த ப, as Tamil writes it: "இந்தப் புனிதமான", "இந்தச் சிறப்பான". */
const thisOne = (word: string) => (/^[கசதப]/u.test(word) ? `இந்த${word[0]}் ${word}` : `இந்த ${word}`);

/** The event before "அழைப்பிதழ்", as Tamil compounds it: a noun in -அம் drops its ம் ("திருமணம்" →
 *  "திருமண அழைப்பிதழ்", "கும்பாபிஷேக அழைப்பிதழ்"); a loanword in -ாம் and any other name stay whole. */
function invitationTo(s: Slots): string {
  const name = s.eventName || GENERIC_EVENT[s.type];
  return `${name.replace(/([\u0B95-\u0BB9])ம்$/u, '$1')} அழைப்பிதழ்`;
}

/** The day as a friend writes it: "ஞாயிற்றுக்கிழமை அன்று" → "ஞாயிறன்று", as Tamil papers write it too. */
const SHORT_DAYS = ['ஞாயிறன்று', 'திங்களன்று', 'செவ்வாயன்று', 'புதனன்று', 'வியாழனன்று', 'வெள்ளியன்று', 'சனியன்று'] as const;
const shortDay = (when: string) => TAMIL_WEEKDAYS.reduce((w, day, i) => w.replace(`${day} அன்று`, SHORT_DAYS[i]!), when);

/** "ஞாயிற்றுக்கிழமை, 14 பிப்ரவரி 2027" → "14 பிப்ரவரி 2027 ஞாயிற்றுக்கிழமை": Tamil names the day
 *  after the date, right before "அன்று". */
function weekdayLast(date: string): string {
  const day = TAMIL_WEEKDAYS.find((w) => date.startsWith(`${w},`));
  return day ? `${date.slice(day.length + 1).trim()} ${day}` : date;
}

/**
 * "ஸ்ரீ கிருஷ்ண கல்யாண மண்டபம், ஜெயநகர், பெங்களூரு" as Tamil says it: the town, the area in its
 * locative, then the place "there" ("பெங்களூரு ஜெயநகரில் உள்ள … மண்டபத்தில்"). Null for any other
 * address, or when a part does not take the case ending.
 */
function placeAreaTown(venue: string): string | null {
  const parts = venue.split(/\s*,\s*/);
  if (parts.length !== 3 || /\d/.test(venue)) return null;
  const [place, area, town] = parts as [string, string, string];
  if (!place || /\s/.test(town) || area.split(/\s+/).length > 2) return null;
  const inArea = tamilCase(area, 'locative');
  const atPlace = tamilCase(place, 'locative');
  return inArea && atPlace ? `${town} ${inArea} உள்ள ${atPlace}` : null;
}

/**
 * Two people printed on one line, as Tamil addresses them: a man and a woman titled திரு. and
 * திருமதி, or "Kiran and Divya Rao" (a first name, then a name with the surname) are a couple,
 * "திரு. க. முருகன் – திருமதி மு. லதா தம்பதியினருக்கு"; others are listed, "… ஆகியோருக்கு". Null for one person.
 */
function twoOrMore(to: Addressee): string | null {
  const people = to.people.length > 1 ? to.people : to.name.split(/\s+[–-]\s+/u);
  if (people.length < 2) return null;
  const named = people.map(personTitle);
  const [first, second] = named as [string, string];
  const man = /^(?:திரு\.?|டாக்டர்|முனைவர்)\s/u;
  const woman = /^திருமதி\s/u;
  const titled = (man.test(first) && woman.test(second)) || (woman.test(first) && man.test(second));
  const untitled = named.length === 2 && !/\s/u.test(first) && /\s/u.test(second) && !/^(?:திரு|திருமதி|டாக்டர்|முனைவர்|செல்வி|செல்வன்)(?=[\s.]|$)/u.test(first);
  return titled || untitled || /\s[–-]\s/u.test(to.name) ? `${named.join(' – ')} தம்பதியினருக்கு` : `${named.join(', ')} ஆகியோருக்கு`;
}

/** A body that is itself a Tamil noun in -ம் joins what follows as its stem: "தமிழ்ச் சங்கம்" → "தமிழ்ச் சங்க நிர்வாகத்தினருக்கு". */
const BODY_IN_M = /(சங்க|மன்ற|நிறுவன|கழக|மண்டப|இயக்க|மைய|நிலைய|ஆலய|அலுவலக|இல்ல|மட|பீட|அரங்க|சமாஜ)ம்$/u;

/** "அரசு மேல்நிலைப் பள்ளி, தஞ்சாவூர்": the town goes first, as Tamil names an institution ("தஞ்சாவூர் அரசு மேல்நிலைப் பள்ளி"). */
function townBefore(name: string): string {
  const [, place, town] = /^(.+(?:பள்ளி|கல்லூரி|கோயில்|திருக்கோயில்|மன்றம்|சங்கம்|மருத்துவமனை|நூலகம்)),\s*(\S+)$/u.exec(name) ?? [];
  return place && town ? `${town} ${place}` : name;
}

/** An institution addressed through its administration: "… நிர்வாகத்தினருக்கு", never "நிர்வாகம் நிர்வாகத்தினருக்கு". */
function toAdministration(institution: string): string {
  const name = townBefore(institution);
  if (/குழு$/u.test(name)) return `${name}வினருக்கு`;
  if (/நிர்வாகம்$/u.test(name)) return `${name.slice(0, -'ம்'.length)}த்தினருக்கு`;
  return `${name.replace(BODY_IN_M, '$1')} நிர்வாகத்தினருக்கு`;
}

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
  replyBefore: (date) => `தங்கள் வேண்டுகோளின்படி ${date}${/\d$/.test(date) ? '-' : ''}க்கு முன்பாக எங்கள் பதிலை அனுப்புகிறோம்.`,
  onDate: (date) => `${weekdayLast(date)} அன்று`,
  atVenue(venue) {
    const split = townFirst(venue);
    const atPlace = split && tamilCase(split.place, 'locative');
    if (split && atPlace) return `${split.town} ${atPlace}`;
    const inArea = placeAreaTown(venue);
    if (inArea) return inArea;
    const inflected = tamilCase(venue, 'locative');
    if (inflected) return inflected;
    return /[\d௦-௯]$/.test(venue) ? `${venue} என்ற முகவரியில்` : `${venue}-இல்`;
  },

  salutation(to, variant) {
    const dear = variant === 'normal' ? 'மதிப்பிற்குரிய' : 'அன்பிற்கும் மதிப்பிற்கும் உரிய';
    if (!to) return 'அன்புடையீர்,';
    // An institution is written to through its administration, never as a person.
    // Its head by the office ('சாரதா வித்யாலயா முதல்வர் அவர்களுக்கு'), a committee through its members.
    if (isInstitution(to)) {
      const head = officeOfInstitution(to.name, 'Tamil');
      if (head) return `${dear} ${head.institution} ${head.office} அவர்களுக்கு,`;
      return `${dear} ${toAdministration(to.name)},`;
    }
    const name = personTitle(to.name);
    const core = personTitle(to.core);
    // "திரு. ரமேஷ் குமார் தம்பதியினருக்கு"; a couple printed by both names ("செந்தில் – மீனா") takes no one title.
    if (to.kind === 'couple') return `${dear} ${/^(?:திரு|டாக்டர்|முனைவர்)/u.test(core) || /\s[–-]\s|,/u.test(core) ? core : `திரு. ${core}`} தம்பதியினருக்கு,`;
    if (to.kind === 'family') {
      // A person and the family each take the dative ("… அவர்களுக்கும் குடும்பத்தினருக்கும்"), as Tamil
      // says it; "… மற்றும் குடும்பத்தினருக்கு" is the English "and family". A bare surname names the family.
      return /\s/u.test(core) ? `${dear} ${core} அவர்களுக்கும் குடும்பத்தினருக்கும்,` : `${dear} ${core} குடும்பத்தினருக்கு,`;
    }
    return `${dear} ${twoOrMore(to) ?? `${name} அவர்களுக்கு`},`;
  },

  paragraphs(s, variant) {
    const org = s.organization;
    // "நடைபெறவுள்ள" follows a date or a place; with neither, the event is named alone.
    const invitedTo = join(s.when, s.where, s.when || s.where ? 'நடைபெறவுள்ள' : '', toEvent(s));
    if (variant === 'normal') {
      return [
        `வணக்கம். ${invitedTo} எங்களை அன்புடன் அழைத்தமைக்கு எங்கள் உளமார்ந்த நன்றி. எங்களையும் நினைவுகூர்ந்தது எங்களுக்குப் பெருமை அளிக்கிறது.`,
        WISHES[s.type].normal,
        normalAnswer(s),
      ];
    }
    // A friend's letter opens on the card in hand and the joy of it; the day and the place come
    // in the answer ("… ஞாயிறன்று … மண்டபத்தில் தங்களைச் சந்தித்து …"), not in a formal first sentence.
    return [
      join(
        `வணக்கம். தாங்கள் அனுப்பிய ${invitationTo(s)} கிடைத்தது; மிகவும் மகிழ்ந்தேன். ${thisOne(OCCASION[s.type])} வேளையில் என்னையும் நினைவில் கொண்டதற்கு என் இதயம் கனிந்த நன்றி.`,
        relationshipLine(s),
      ),
      join(honoreeBlessing(s), WISHES[s.type].finetuned),
      join(
        personalAnswer(s, join(shortDay(s.when) || 'அன்று', s.where)),
        regardsTo(s, () => `${circleOf(s)} என் வணக்கங்களைச் சொல்லுங்கள்.`),
        org && `${org} நண்பர்களும் என்னுடன் சேர்ந்து தங்களை வாழ்த்துகின்றனர்.`,
      ),
    ];
  },

  // The same for a man and a woman. The formal letter has just thanked twice, so it closes with
  // the letter's own 'இப்படிக்கு'; a personal letter ends on its warmth alone.
  closing: (variant) => (variant === 'normal' ? ['இப்படிக்கு,', 'தங்கள் உண்மையுள்ள,'] : ['என்றும் அன்புடன்,']),
};
