/**
 * Tamil: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender; names are followed by "அவர்கள்" or a
 * noun, so they never need a case ending of their own.
 */
import type { Slots } from './common';
import { listOf, party } from './reply';
import { tamilCase } from './tamil-case';

/** A name in the dative: அர்ஜுனுக்கு, ஆரவுக்கு, பிரியாவிற்கு; a name in another script takes -க்கு. */
function dativeOf(name: string): string {
  const regular = tamilCase(name, 'dative');
  if (regular) return regular;
  return /\u0BCD$/u.test(name) ? `${name.slice(0, -1)}ுக்கு` : `${name}-க்கு`;
}

/** The formal letter's answer and thanks ("நாங்கள்"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} சார்பாக மீண்டும்` : 'மீண்டும்'} ஒருமுறை எங்கள் நன்றியைத் தெரிவித்துக் கொள்கிறோம்.`;
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `தங்கள் அழைப்பை மகிழ்வுடன் ஏற்றுக்கொள்கிறோம்; நிகழ்ச்சியில் தவறாமல் கலந்துகொள்வோம்.${n ? ` நாங்கள் ${n} பேர் வருகை தருவோம்.` : ''} ${thanks}`;
    }
    case 'regret':
      return `முன்பே திட்டமிட்ட பணிகளின் காரணமாக நிகழ்ச்சியில் கலந்துகொள்ள இயலாததற்கு வருந்துகிறோம்; எங்கள் நல்வாழ்த்துகள் என்றும் தங்களுடன் இருக்கும். ${thanks}`;
    case 'representative':
      return `நாங்கள் நேரில் வர இயலாததால், எங்கள் சார்பில் ${rep ? `${rep} அவர்கள்` : 'எங்கள் பிரதிநிதி ஒருவர்'} நிகழ்ச்சியில் கலந்துகொண்டு எங்கள் வாழ்த்துகளைத் தெரிவிப்பார். ${thanks}`;
  }
}

/** The personal letter's answer ("நான்"). */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `அன்று தங்களுடன் இருந்து இந்த நன்னிகழ்வில் பங்கேற்க ஆவலுடன் காத்திருக்கிறேன்.${n ? ` நாங்கள் ${n} பேர் வருவோம்.` : ''}`;
    }
    case 'regret':
      return 'முன்பே ஒப்புக்கொண்ட பணிகளின் காரணமாக அன்று தங்களுடன் இருக்க இயலாதது எனக்கு மிகுந்த வருத்தமளிக்கிறது; என் வாழ்த்துகளும் பிரார்த்தனைகளும் என்றும் தங்களுடன் இருக்கும்.';
    case 'representative':
      return `நான் நேரில் வர இயலாததால், என் சார்பில் ${rep ? `${rep} அவர்கள்` : 'என் பிரதிநிதி ஒருவர்'} வந்து என் வாழ்த்துகளைத் தெரிவிப்பார்.`;
  }
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, 'மற்றும்');
  switch (s.type) {
    case 'wedding':
    case 'engagement':
      return who ? `மணமக்கள் ${who} இருவருக்கும் என் மனமார்ந்த ஆசிகள்; வாழ்க பல்லாண்டு!` : '';
    case 'naming':
      return `${who ? `செல்லக் குழந்தை ${dativeOf(who)}` : 'செல்லக் குழந்தைக்கு'} என் அன்பும் ஆசிகளும் — நீடூழி வாழ்க!`;
    case 'birthday':
      return who ? `${age ? `${age}-ஆவது ` : ''}பிறந்தநாள் காணும் ${dativeOf(who)} என் இனிய வாழ்த்துகளும் ஆசிகளும் — பல்லாண்டு வாழ்க!` : '';
    case 'thread-ceremony':
      return who ? `பிரம்மச்சாரி ${dativeOf(who)} என் நல்லாசிகள் — கல்வியும் ஒழுக்கமும் ஓங்கி வாழ்க!` : '';
    case 'inauguration':
      return chiefGuest ? `சிறப்பு விருந்தினராக ${chiefGuest} அவர்கள் விழாவைச் சிறப்பிப்பது மகிழ்ச்சி அளிக்கிறது.` : '';
    default:
      return who ? `${who} அவர்களுக்கு என் மனமார்ந்த வாழ்த்துகள்.` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'நம் இரு குடும்பங்களுக்கும் இடையிலான நீண்டகால நட்பினால் இந்தத் தருணம் எனக்கு மேலும் சிறப்பானது.';
    case 'colleague':
      return 'தங்களுடன் இணைந்து பணியாற்றிய நெருக்கத்தால் இந்த அழைப்பு எனக்கு மேலும் சிறப்பானது.';
    case 'official':
      return 'தங்களுடனான பணித்தொடர்பை நான் மிகவும் மதிக்கிறேன்; தங்களின் இந்த அன்பான அழைப்பு மனதைத் தொட்டது.';
    default:
      return '';
  }
}
