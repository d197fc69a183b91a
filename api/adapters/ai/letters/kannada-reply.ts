/**
 * Kannada: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs carry no gender in Kannada; names are followed by
 * "ಅವರು"/"ಅವರಿಗೆ" so they never need a case ending of their own.
 */
import type { Slots } from './common';
import { isGrownUpAge, listOf, party, titled } from './reply';

/** The formal letter's answer and thanks ("ನಾವು"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} ವತಿಯಿಂದ ತಮಗೆ` : 'ತಮಗೆ'} ಮತ್ತೊಮ್ಮೆ ಧನ್ಯವಾದಗಳು.`;
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `ತಮ್ಮ ಆಹ್ವಾನವನ್ನು ನಾವು ಸಂತೋಷದಿಂದ ಸ್ವೀಕರಿಸುತ್ತೇವೆ; ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ ಖಂಡಿತವಾಗಿಯೂ ಉಪಸ್ಥಿತರಿರುತ್ತೇವೆ.${n ? ` ನಾವು ${n} ಜನ ಭಾಗವಹಿಸುತ್ತೇವೆ.` : ''} ${thanks}`;
    }
    case 'regret':
      return `ಪೂರ್ವನಿಗದಿತ ಕಾರ್ಯಗಳ ಕಾರಣ ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ ಭಾಗವಹಿಸಲು ಸಾಧ್ಯವಾಗುತ್ತಿಲ್ಲ ಎಂದು ತಿಳಿಸಲು ವಿಷಾದಿಸುತ್ತೇವೆ; ನಮ್ಮ ಶುಭ ಹಾರೈಕೆಗಳು ಸದಾ ತಮ್ಮೊಂದಿಗಿವೆ. ${thanks}`;
    case 'representative':
      return `ನಮಗೆ ಸ್ವತಃ ಭಾಗವಹಿಸಲು ಸಾಧ್ಯವಾಗದ ಕಾರಣ, ನಮ್ಮ ಪರವಾಗಿ ${rep ? `${rep} ಅವರು` : 'ನಮ್ಮ ಪ್ರತಿನಿಧಿಯೊಬ್ಬರು'} ಕಾರ್ಯಕ್ರಮದಲ್ಲಿ ಪಾಲ್ಗೊಂಡು ನಮ್ಮ ಶುಭಾಶಯಗಳನ್ನು ತಿಳಿಸುತ್ತಾರೆ. ${thanks}`;
  }
}

/** The personal letter's answer ("ನಾನು"). */
export function personalAnswer(s: Slots): string {
  const rep = s.reply.representative;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `ಆ ದಿನ ತಮ್ಮೊಂದಿಗಿದ್ದು ಈ ಸಂಭ್ರಮದಲ್ಲಿ ಪಾಲ್ಗೊಳ್ಳಲು ಎದುರು ನೋಡುತ್ತಿದ್ದೇನೆ.${n ? ` ನಾವು ${n} ಜನ ಬರುತ್ತೇವೆ.` : ''}`;
    }
    case 'regret':
      return 'ಪೂರ್ವನಿಗದಿತ ಕೆಲಸಗಳ ಕಾರಣ ಆ ದಿನ ತಮ್ಮೊಂದಿಗಿರಲು ಸಾಧ್ಯವಾಗುತ್ತಿಲ್ಲ ಎಂಬ ಬೇಸರ ನನಗಿದೆ; ನನ್ನ ಹಾರೈಕೆಗಳು ಸದಾ ತಮ್ಮೊಂದಿಗಿರುತ್ತವೆ.';
    case 'representative':
      return `ನನಗೆ ಸ್ವತಃ ಬರಲು ಸಾಧ್ಯವಾಗದ ಕಾರಣ, ನನ್ನ ಪರವಾಗಿ ${rep ? `${rep} ಅವರು` : 'ನನ್ನ ಪ್ರತಿನಿಧಿಯೊಬ್ಬರು'} ಬಂದು ನನ್ನ ಶುಭಾಶಯಗಳನ್ನು ತಿಳಿಸುತ್ತಾರೆ.`;
  }
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, 'ಮತ್ತು');
  switch (s.type) {
    case 'wedding':
    case 'engagement':
      return who ? `ವಧೂವರರಾದ ${who} ಅವರಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಆಶೀರ್ವಾದಗಳು; ನೂರ್ಕಾಲ ಸುಖವಾಗಿ ಬಾಳಲಿ.` : '';
    case 'naming':
      return `${who ? `ಪುಟ್ಟ ಕಂದ ಚಿ. ${who} ಅವರಿಗೆ` : 'ಪುಟ್ಟ ಕಂದನಿಗೆ'} ನನ್ನ ಪ್ರೀತಿಯ ಆಶೀರ್ವಾದಗಳು — ಶತಮಾನಂ ಭವತಿ!`;
    case 'birthday':
      if (!who) return '';
      // An elder is wished well with respect ('ಶ್ರೀ …'); a child is blessed ('ಚಿ. …').
      return isGrownUpAge(age)
        ? `${age}ನೇ ಹುಟ್ಟುಹಬ್ಬದ ಸಂಭ್ರಮದಲ್ಲಿರುವ ${titled(who, 'ಶ್ರೀ')} ಅವರಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು; ನೂರ್ಕಾಲ ಸುಖವಾಗಿ ಬಾಳಲಿ.`
        : `${age ? `${age}ನೇ ` : ''}ಹುಟ್ಟುಹಬ್ಬದ ಸಂಭ್ರಮದಲ್ಲಿರುವ ಚಿ. ${who} ಅವರಿಗೆ ಶುಭಾಶಯಗಳು ಮತ್ತು ಆಶೀರ್ವಾದಗಳು; ನೂರ್ಕಾಲ ಸುಖವಾಗಿ ಬಾಳಲಿ.`;
    case 'thread-ceremony':
      return who ? `ವಟು ಚಿ. ${who} ಅವರಿಗೆ ನನ್ನ ಶುಭಾಶೀರ್ವಾದಗಳು — ವಿದ್ಯಾವಂತನಾಗಿ, ಆಯುಷ್ಮಂತನಾಗಿ ಬಾಳಲಿ.` : '';
    case 'inauguration':
      return chiefGuest ? `ಮುಖ್ಯ ಅತಿಥಿಗಳಾಗಿ ${chiefGuest} ಅವರು ಸಮಾರಂಭದ ಘನತೆ ಹೆಚ್ಚಿಸುತ್ತಿರುವುದು ಸಂತಸದ ವಿಷಯ.` : '';
    default:
      return who ? `${who} ಅವರಿಗೆ ನನ್ನ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು.` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'ನಮ್ಮ ಕುಟುಂಬಗಳ ನಡುವಿನ ಹಲವು ವರ್ಷಗಳ ಆತ್ಮೀಯ ಸ್ನೇಹದಿಂದಾಗಿ ಈ ಸಂದರ್ಭ ನನಗೆ ಇನ್ನಷ್ಟು ವಿಶೇಷ.';
    case 'colleague':
      return 'ತಮ್ಮೊಂದಿಗೆ ಕೆಲಸ ಮಾಡಿದ ಆತ್ಮೀಯತೆಯಿಂದಾಗಿ ಈ ಆಹ್ವಾನ ನನಗೆ ಇನ್ನಷ್ಟು ಆಪ್ತವಾಗಿದೆ.';
    case 'official':
      return 'ತಮ್ಮೊಂದಿಗಿನ ಕಾರ್ಯಸಂಬಂಧವನ್ನು ನಾನು ಬಹಳ ಗೌರವಿಸುತ್ತೇನೆ; ತಮ್ಮ ಈ ಸೌಜನ್ಯ ಮನಸ್ಸಿಗೆ ತಟ್ಟಿತು.';
    default:
      return '';
  }
}
