/**
 * Hindi: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. The sender's own verbs avoid gender ("मेरा आना संभव नहीं होगा"); a named
 * representative's verbs agree with them (रहेंगे / रहेंगी).
 */
import type { Slots } from './common';
import { isWomansName } from './hosts';
import { listOf, party } from './reply';

/** "3 लोग" / "एक व्यक्ति" with its verb. */
function guestsLine(guests: number | undefined): string {
  const n = party(guests);
  return n ? `हमारी ओर से ${n} लोग सम्मिलित होंगे।` : '';
}

function representativeOf(s: Slots, mine: 'हमारी' | 'मेरी'): { who: string; will: string; convey: string } {
  const name = s.reply.representative;
  const woman = name !== '' && isWomansName(name);
  return {
    who: name || `${mine === 'हमारी' ? 'हमारे' : 'मेरे'} एक प्रतिनिधि`,
    will: woman ? 'उपस्थित रहेंगी' : 'उपस्थित रहेंगे',
    convey: woman ? 'पहुँचाएँगी' : 'पहुँचाएँगे',
  };
}

/** The formal letter's answer and thanks ("हम"). */
export function normalAnswer(s: Slots): string {
  const thanks = `${s.organization ? `${s.organization} की ओर से आपको` : 'आपको'} पुनः हार्दिक धन्यवाद।`;
  switch (s.reply.rsvp) {
    case 'attending':
      return [`हम आपका निमंत्रण सहर्ष स्वीकार करते हैं और इस अवसर पर अवश्य उपस्थित रहेंगे।`, guestsLine(s.reply.guests), thanks].filter(Boolean).join(' ');
    case 'regret':
      return `हमें खेद है कि पूर्व-निर्धारित कार्यक्रमों के कारण हम इस अवसर पर उपस्थित नहीं हो सकेंगे; हमारी शुभकामनाएँ सदैव आपके साथ हैं। ${thanks}`;
    case 'representative': {
      const r = representativeOf(s, 'हमारी');
      return `हम स्वयं उपस्थित नहीं हो सकेंगे, अतः हमारी ओर से ${r.who} इस अवसर पर ${r.will} और हमारी शुभकामनाएँ आप तक ${r.convey}। ${thanks}`;
    }
  }
}

/** The personal letter's answer ("मैं", without gendered verbs). */
export function personalAnswer(s: Slots): string {
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `उस दिन आपके बीच उपस्थित रहकर इस अवसर का साक्षी बनना मेरे लिए हर्ष की बात होगी।${n ? ` हम ${n} लोग आएँगे।` : ''}`;
    }
    case 'regret':
      return 'मुझे हार्दिक खेद है कि पूर्व-निर्धारित व्यस्तताओं के कारण उस दिन मेरा उपस्थित होना संभव नहीं होगा; मेरी शुभकामनाएँ और प्रार्थनाएँ आपके साथ रहेंगी।';
    case 'representative': {
      const r = representativeOf(s, 'मेरी');
      return `मेरा स्वयं आना संभव नहीं होगा, इसलिए मेरी ओर से ${r.who} ${r.will} और मेरी शुभकामनाएँ आप तक ${r.convey}।`;
    }
  }
}

const ORDINAL = ['', 'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे'];

/** "पहले जन्मदिन", "25वें जन्मदिन" (oblique, before की). */
function birthdayOf(age: string): string {
  if (!/^\d+$/.test(age)) return age ? `${age} जन्मदिन` : 'जन्मदिन';
  return `${ORDINAL[Number(age)] ?? `${Number(age)}वें`} जन्मदिन`;
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, 'और');
  switch (s.type) {
    case 'wedding':
      return who ? `नवदंपति ${who} की जोड़ी सदा सलामत रहे; दोनों को मेरा हार्दिक आशीर्वाद।` : '';
    case 'engagement':
      return who ? `${who} को इस शुभ बंधन पर मेरा हार्दिक आशीर्वाद; उनकी जोड़ी सदा सलामत रहे।` : '';
    case 'naming':
      return `${who ? `शिशु ${who}` : 'शिशु'} को मेरा ढेर सारा स्नेह और आशीर्वाद — चिरंजीवी भव!`;
    case 'birthday':
      return who ? `${who} को ${birthdayOf(age)} की ढेरों शुभकामनाएँ और आशीर्वाद — शतायु भव!` : '';
    case 'thread-ceremony':
      return who ? `बटु ${who} को मेरा शुभाशीर्वाद — आयुष्मान भव, विद्यावान भव!` : '';
    case 'inauguration':
      return chiefGuest ? `यह जानकर विशेष प्रसन्नता हुई कि मुख्य अतिथि के रूप में ${chiefGuest} इस समारोह की शोभा बढ़ाएँगे।` : '';
    default:
      return who ? `${who} को मेरी हार्दिक शुभकामनाएँ।` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'हमारे परिवारों के बीच वर्षों का आत्मीय संबंध है, इसलिए यह अवसर मेरे लिए और भी विशेष है।';
    case 'colleague':
      return 'आपके साथ काम करते हुए जो आत्मीयता बनी है, उसके कारण यह निमंत्रण मेरे लिए और भी विशेष है।';
    case 'official':
      return 'आपके साथ मेरा कार्य-संबंध मेरे लिए अत्यंत मूल्यवान है, और आपका यह सौजन्य मन को छू गया।';
    default:
      return '';
  }
}
