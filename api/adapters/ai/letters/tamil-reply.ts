/**
 * Tamil: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender; a name is followed by "அவர்கள்", or a
 * child's or a couple's takes the dative itself (dativeOf), keeping the name's own shape.
 */
import type { Slots } from './common';
import { isInstitution } from './common';
import { isAddressee, isGrownUpAge, party, titled } from './reply';
import { tamilCase } from './tamil-case';

/**
 * A person's ஸ்ரீ as Tamil writes it: திரு. ("ஸ்ரீ கே. வெங்கடேஷ்" → "திரு. கே. வெங்கடேஷ்"), as the Tamil
 * press and letters title a man. "ஸ்ரீ ஸ்ரீ" (a swamiji) and a deity's or a temple's ஸ்ரீ are kept;
 * call this only on people's names.
 */
export const personTitle = (name: string) => name.replace(/(^|[\s,–-])(?<!ஸ்ரீ\s)ஸ்ரீ\s+(?!ஸ்ரீ)/gu, '$1திரு. ');


/** Those coming, in words as a letter says them: "இருவர்", "மூவர்", "ஐந்து பேர்"; a number past ten stays. */
const COUNT_WORDS = ['', '', 'இருவர்', 'மூவர்', 'நான்கு பேர்', 'ஐந்து பேர்', 'ஆறு பேர்', 'ஏழு பேர்', 'எட்டு பேர்', 'ஒன்பது பேர்', 'பத்து பேர்'];
const partyOf = (n: number) => COUNT_WORDS[n] || `${n} பேர்`;

/** A name in the dative: அர்ஜுனுக்கு, ஆரவுக்கு, பிரியாவிற்கு; a name in another script takes -க்கு. */
function dativeOf(name: string): string {
  // A name keeps its shape: ஷ்யாம் → ஷ்யாமுக்கு, கௌதம் → கௌதமுக்கு (not a noun's -த்திற்கு), ராஜு → ராஜுவுக்கு.
  if (/ம்$/u.test(name)) return `${name.slice(0, -1)}ுக்கு`;
  if (/ு$/u.test(name)) return `${name}வுக்கு`;
  // A name ending in a stop doubles it: கார்த்திக் → கார்த்திக்குக்கு, டேவிட் → டேவிட்டுக்கு, பரத் → பரத்துக்கு.
  const stop = /([கசடதப])்$/u.exec(name);
  if (stop) return `${name}${stop[1]}ுக்கு`;
  // -ய் takes the ending directly: விஜய் → விஜய்க்கு.
  if (/ய்$/u.test(name)) return `${name}க்கு`;
  const regular = tamilCase(name, 'dative');
  if (regular) return regular;
  return /\u0BCD$/u.test(name) ? `${name.slice(0, -1)}ுக்கு` : `${name}-க்கு`;
}

/** The formal letter's answer and thanks ("நாங்கள்"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} சார்பாக மீண்டும்` : 'மீண்டும்'} ஒருமுறை எங்கள் நன்றியைத் தெரிவித்துக் கொள்கிறோம்.`;
  const rep = personTitle(s.reply.representative);
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `தங்கள் அழைப்பை மகிழ்வுடன் ஏற்றுக்கொள்கிறோம்; நிகழ்ச்சியில் தவறாமல் கலந்துகொள்வோம்.${n ? ` நாங்கள் ${partyOf(n)} வருகை தருவோம்.` : ''} ${thanks}`;
    }
    case 'regret':
      return `முன்பே திட்டமிட்ட பணிகளின் காரணமாக நிகழ்ச்சியில் கலந்துகொள்ள இயலாமைக்கு வருந்துகிறோம்; எங்கள் நல்வாழ்த்துகள் என்றும் தங்களுடன் இருக்கும். ${thanks}`;
    case 'representative':
      return `நாங்கள் நேரில் வர இயலாததால், ${rep ? `எங்கள் சார்பில் ${rep} அவர்கள்` : 'எங்கள் பிரதிநிதியாக ஒருவர்'} நிகழ்ச்சியில் கலந்துகொண்டு எங்கள் வாழ்த்துகளைத் தெரிவிப்பார். ${thanks}`;
  }
}

/**
 * The personal letter's answer ("நான்"). `at` is the day and the place ("14 பிப்ரவரி 2027 ஞாயிறன்று …
 * மண்டபத்தில்", or "அன்று …" with no date), which this letter gives here rather than in its first sentence.
 */
export function personalAnswer(s: Slots, at: string): string {
  const rep = personTitle(s.reply.representative);
  // A dative ("… மணிக்கு") doubles the த that follows: "மாலை 7:30 மணிக்குத் தங்களை".
  const toYou = (word: string) => (/கு$/u.test(at) ? `${at}த் ${word}` : `${at} ${word}`);
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `${toYou('தங்களைச்')} சந்தித்து, இந்த நன்னிகழ்வில் பங்கேற்க ஆவலுடன் காத்திருக்கிறேன்.${n ? ` நான் உட்பட நாங்கள் ${partyOf(n)} வருவோம்.` : ''}`;
    }
    case 'regret':
      // "I cannot be with you; my thoughts will be with you": the two halves answer each other.
      return `முன்பே ஒப்புக்கொண்ட பணிகளின் காரணமாக, ${toYou('தங்களுடன்')} இருக்க இயலாதது எனக்கு மிகுந்த வருத்தமளிக்கிறது; ஆனாலும் என் நினைவெல்லாம் தங்களுடனேயே இருக்கும்.`;
    case 'representative':
      return `நான் நேரில் வர இயலாததால், ${at} ${rep ? `என் சார்பில் ${rep} அவர்கள்` : 'என் பிரதிநிதியாக ஒருவர்'} கலந்துகொள்வார்; அவர் மூலம் என் அன்பை அனுப்புகிறேன்.`;
  }
}

/** "14" → "14-ஆவது", "1" → "முதல்": the birthday's ordinal before "பிறந்தநாள்" ('' for no number). */
function ordinal(age: string): string {
  if (!/^\d+$/.test(age)) return '';
  return Number(age) === 1 ? 'முதல் ' : `${age}-ஆவது `;
}

/** Those blessed, in the dative: one name takes it ("அர்ஜுனுக்கு"); several are named, then
 *  "இருவருக்கும்" / "அனைவருக்கும்" ("பிரியா, அர்ஜுன் இருவருக்கும்"). */
function toThem(names: readonly string[]): string {
  if (names.length === 1) return dativeOf(names[0]!);
  return `${names.join(', ')} ${names.length === 2 ? 'இருவருக்கும்' : 'அனைவருக்கும்'}`;
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = names.join(', ');
  switch (s.type) {
    case 'wedding':
      if (!who) return '';
      return names.length === 1
        ? `மணவாழ்வில் அடியெடுத்து வைக்கும் ${toThem(names)} என் நல்லாசிகள்; வாழ்க பல்லாண்டு!`
        : // The wishes that follow say "மணமக்கள்"; the names alone are enough here.
          `${toThem(names)} என் நல்லாசிகள்; வாழ்க பல்லாண்டு!`;
    case 'engagement':
      return who ? `மணவாழ்வை நோக்கி அடியெடுத்து வைக்கும் ${toThem(names)} என் நல்லாசிகள்!` : '';
    case 'naming':
      if (names.length > 1) return `செல்லக் குழந்தைகள் ${toThem(names)} என் அன்பும் ஆசிகளும் — நீடூழி வாழ்க!`;
      return `${who ? `செல்லக் குழந்தை ${dativeOf(who)}` : 'செல்லக் குழந்தைக்கு'} என் அன்பும் ஆசிகளும் — நீடூழி வாழ்க!`;
    case 'birthday': {
      if (!who) return '';
      const turning = `${ordinal(age)}பிறந்தநாள் காணும்`;
      // The host's own birthday is "yours"; an elder is greeted with respect and never "blessed" by the writer.
      // (The letter's regards already send வணக்கங்கள், so an elder is wished with respect here.)
      if (names.length === 1 && isAddressee(who, s.host?.name)) return `${turning} தங்களுக்கு என் பணிவான நல்வாழ்த்துகள் — பல்லாண்டு வாழ்க!`;
      if (isGrownUpAge(age)) return `${turning} ${personTitle(who)} அவர்களுக்கு என் பணிவான நல்வாழ்த்துகள் — பல்லாண்டு வாழ்க!`;
      return `${turning} ${toThem(names)} என் அன்பும் ஆசிகளும் — பல்லாண்டு வாழ்க!`;
    }
    case 'thread-ceremony':
      // The boy is "செல்வன்" (Chi.), said once; the wishes that follow call him the young brahmachari.
      return who ? `${toThem(names.map((name) => titled(name, 'செல்வன்')))} என் நல்லாசிகள் — நீடூழி வாழ்க!` : '';
    case 'inauguration':
      return chiefGuest ? `${personTitle(chiefGuest)} அவர்கள் சிறப்பு விருந்தினராகப் பங்கேற்பது விழாவுக்கு மேலும் பெருமை சேர்க்கிறது.` : '';
    default:
      return who ? `${personTitle(who)} அவர்களுக்கு என் மனமார்ந்த வாழ்த்துகள்.` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      // An institution is no family: the friendship is with the people who run it.
      // To a family friend the occasion is "as if in our own house", as Tamil says it.
      return isInstitution(s.host)
        ? 'தங்களுடனான நீண்டநாள் நட்புறவால், இந்த அழைப்பு என் மனதுக்கு நெருக்கமானது.'
        : 'பல ஆண்டுகளாகப் பழகிய நம் நட்பால், இது எங்கள் வீட்டு விசேஷம் போலவே எனக்குத் தோன்றுகிறது.';
    case 'colleague':
      return 'ஒன்றாகப் பணியாற்றும் நம் நட்புக்கு இந்த அழைப்பு மேலும் ஒரு சான்று.';
    case 'official':
      return 'தங்களுடனான அலுவல்சார் உறவை நான் பெரிதும் மதிக்கிறேன்; இந்த அழைப்பை அதன் அடையாளமாகவே கருதுகிறேன்.';
    default:
      return '';
  }
}
