/**
 * Hindi: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. The sender's own verbs avoid gender ("मेरा आना संभव नहीं हो पाएगा", "रहूँ"),
 * except where the closing's gender is known ("मैं अवश्य आऊँगा / आऊँगी"); a named
 * representative's verbs agree with them (आएँगे / आएँगी).
 */
import type { Slots } from './common';
import { isInstitution, join } from './common';
import { isWomansName } from './hosts';
import { isAddressee, isGrownUpAge, listOf, party } from './reply';

const NUMBER = ['', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'];
/** Two to ten in words, as a letter writes a small count; more in digits. */
const inWords = (n: number) => NUMBER[n] ?? String(n);

/** "हम कुल तीन व्यक्ति होंगे।" — '' for the sender alone or an unknown count. Not "हमारी ओर से": the
 *  thanks that follows says "<संस्था> की ओर से". */
function guestsLine(guests: number | undefined): string {
  const n = party(guests);
  return n ? `हम कुल ${inWords(n)} व्यक्ति होंगे।` : '';
}

/** The representative with 'जी', which honours a man or a woman alike (a title alone, 'श्री', would guess
 *  the gender), and their verbs: a woman's title makes them feminine. */
function representativeOf(s: Slots, mine: 'हमारे' | 'मेरी'): { who: string; come: string; convey: string } {
  const name = s.reply.representative;
  const woman = name !== '' && isWomansName(name);
  const honoured = /\sजी$/u.test(name) ? name : `${name} जी`;
  // "हमारे प्रतिनिधि के रूप में …" in the formal letter, "मेरी जगह …" in the personal one: neither says
  // "की ओर से", which the thanks and the organisation's wishes say.
  return {
    who: name ? (mine === 'हमारे' ? `हमारे प्रतिनिधि के रूप में ${honoured}` : `मेरी जगह ${honoured}`) : `${mine === 'हमारे' ? 'हमारे' : 'मेरे'} एक प्रतिनिधि`,
    come: woman ? 'आएँगी' : 'आएँगे',
    convey: woman ? 'पहुँचाएँगी' : 'पहुँचाएँगे',
  };
}

/** The formal letter's answer and thanks ("हम"). */
export function normalAnswer(s: Slots): string {
  // Not "हार्दिक" again: the wishes just gave "हार्दिक बधाई".
  const thanks = `${s.organization ? `${s.organization} की ओर से आपको` : 'आपको'} पुनः धन्यवाद।`;
  // "इस अवसर पर" is the wishes' opening; the answer says it no more. The regret's wishes are
  // "मंगलकामनाएँ", as the birthday's and other events' wishes already say "शुभकामनाएँ".
  switch (s.reply.rsvp) {
    case 'attending':
      return [`हम आपका निमंत्रण सहर्ष स्वीकार करते हैं और नियत समय पर अवश्य उपस्थित रहेंगे।`, guestsLine(s.reply.guests), thanks].filter(Boolean).join(' ');
    case 'regret':
      return `हमें खेद है कि पूर्व-निर्धारित व्यस्तताओं के कारण हम उपस्थित नहीं हो सकेंगे, किंतु हमारी मंगलकामनाएँ आपके साथ हैं। ${thanks}`;
    case 'representative': {
      const r = representativeOf(s, 'हमारे');
      // "उपस्थित नहीं हो सकेंगे … उपस्थित रहेंगे" said the word twice; the representative "आएँगे".
      return `हमें खेद है कि हम स्वयं उपस्थित नहीं हो सकेंगे; ${r.who} ${r.come} और हमारी मंगलकामनाएँ आप तक ${r.convey}। ${thanks}`;
    }
  }
}

/** "मैं <when> <where> अवश्य पहुँचूँगा / पहुँचूँगी": the closing's gender is the sender's; without it,
 *  "<when> <where> मेरा आना निश्चित है". The personal letter names the day and the place here, not in its opener. */
function iWillCome(s: Slots): string {
  const n = party(s.reply.guests);
  const day = whenAndWhere(s);
  // Two are "हम दोनों", not "हम दो लोग".
  if (n) return join(n === 2 ? 'हम दोनों' : `हम ${inWords(n)} लोग`, day, 'अवश्य पहुँचेंगे');
  const gender = s.reply.senderGender;
  return gender === 'male' ? join('मैं', day, 'अवश्य पहुँचूँगा') : gender === 'female' ? join('मैं', day, 'अवश्य पहुँचूँगी') : join(day, 'मेरा आना निश्चित है');
}

/** "रविवार, 14 फ़रवरी 2027 को सुबह 10:30 बजे होटल राजमहल, जयपुर में" — '' when the card gave neither. */
const whenAndWhere = (s: Slots) => join(s.when, s.where);

/** The personal letter's answer ("मैं"): the decision first, then the feeling. */
export function personalAnswer(s: Slots): string {
  switch (s.reply.rsvp) {
    case 'attending':
      // "हम … पहुँचेंगे" goes on "हमारे लिए", not "मेरे लिए".
      return `${iWillCome(s)}; वहाँ आप सबसे मिलना ${party(s.reply.guests) ? 'हमारे' : 'मेरे'} लिए हर्ष की बात होगी।`;
    case 'regret':
      // "रहूँ" and "मेरा आना" carry no gender.
      // Not "शुभकामनाएँ" or "प्रार्थना": the blessing and the wishes have said them.
      return `जी तो बहुत चाहता था कि ${whenAndWhere(s) || 'उस दिन'} आपके बीच रहूँ, पर एक अनिवार्य कार्य के कारण मेरा आना संभव नहीं हो पाएगा — इसका मुझे सचमुच खेद है। मेरा मन वहीं आप सबके साथ रहेगा।`;
    case 'representative': {
      const r = representativeOf(s, 'मेरी');
      // "मेरी भावनाएँ": the blessing has just sent "शुभकामनाएँ".
      return `मेरा स्वयं आना संभव नहीं हो पाएगा, इसका मुझे खेद है; ${join(whenAndWhere(s), r.who)} ${r.come} और मेरी भावनाएँ आप तक ${r.convey}।`;
    }
  }
}

const ORDINAL: Record<number, string> = {
  1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 5: 'पाँचवें', 6: 'छठे', 7: 'सातवें', 8: 'आठवें', 9: 'नौवें', 10: 'दसवें',
  // The milestones an elder's card prints, in words as the press writes them.
  50: 'पचासवें', 60: 'साठवें', 70: 'सत्तरवें', 75: 'पचहत्तरवें', 80: 'अस्सीवें', 90: 'नब्बेवें', 100: 'सौवें',
};

/** "पहले जन्मदिन", "25वें जन्मदिन" (oblique, before की / पर). */
function birthdayOf(age: string): string {
  if (!/^\d+$/.test(age)) return age ? `${age} जन्मदिन` : 'जन्मदिन';
  return `${ORDINAL[Number(age)] ?? `${Number(age)}वें`} जन्मदिन`;
}

/** A child is blessed ("शतायु भव!"); an elder is greeted with respect, never blessed by the sender;
 *  a host whose own birthday it is, as "आप"; without an age, neither blessed nor greeted as an elder. */
function birthdayWish(s: Slots, who: string): string {
  const { names, age } = s.honoree;
  // The opener has just named "चि. आरव के प्रथम जन्मदिन" / "आपके 75वें जन्मदिन": the blessing does not count the years again.
  const named = (!age || COUNTED.test(s.eventName)) && /जन्मदिन|वर्षगा[ंँ]ठ/u.test(s.eventName);
  const onTheDay = named ? 'इस शुभ दिन पर' : `${birthdayOf(age)} पर`;
  if (names.length === 1 && isAddressee(names[0]!, s.host?.name)) {
    return `${onTheDay} आपको मेरा सादर अभिनंदन और हार्दिक शुभकामनाएँ — आप शतायु हों!`;
  }
  if (!age) return `${who} को ${named ? '' : 'जन्मदिन की '}ढेरों शुभकामनाएँ — वे शतायु हों!`;
  if (!isGrownUpAge(age)) return `${who} को ${named ? '' : `${birthdayOf(age)} की `}ढेरों शुभकामनाएँ और आशीर्वाद — शतायु भव!`;
  return `${onTheDay} ${/\sजी$/u.test(who) ? who : `${who} जी`} को मेरा सादर अभिनंदन और हार्दिक शुभकामनाएँ — वे शतायु हों!`;
}

/** An event name that already counts the years: "75वें", "प्रथम", "पहला", "षष्टिपूर्ति" is not one. */
const COUNTED = /[\d०-९]|प्रथम|पहल|दूसर|तीसर|चौथ|छठ|(?:वें|वाँ|वां)(?=\s|$)/u;

/** Whose years the formal birthday wish is for: "आपके लिए", "चि. आरव के लिए", "श्री … जी के लिए";
 *  '' when the card names no one. */
export function birthdayFor(s: Slots): string {
  const { names, age } = s.honoree;
  if (names.length === 1 && isAddressee(names[0]!, s.host?.name)) return 'आपके लिए';
  const who = listOf(names, 'और');
  if (!who) return '';
  return `${isGrownUpAge(age) && !/\sजी$/u.test(who) ? `${who} जी` : who} के लिए`;
}

/** Public offices a Hindi card prints after the chief guest's name. */
const PUBLIC_OFFICE = /^(.+?)\s*,\s*(सांसद|विधायक|(?:केंद्रीय |राज्य )?मंत्री|मुख्यमंत्री|महापौर|जिलाधिकारी|कुलपति|पार्षद|सभापति)$/u;

/** "माननीय श्री रामेश्वर प्रसाद, सांसद" → "माननीय सांसद श्री रामेश्वर प्रसाद जी": the office before the name,
 *  as the Hindi press writes it, and 'जी' after it, as a letter honours a guest. */
function chiefGuestOf(guest: string): string {
  const office = PUBLIC_OFFICE.exec(guest);
  const named = office ? office[1]!.replace(/^(माननीय\s+)?/u, `$1${office[2]} `) : guest;
  return /\sजी$/u.test(named) ? named : `${named} जी`;
}

/** "चि. श्रेयस", once, whether or not the card printed the चि. */
const chiranjeevi = (name: string) => `चि. ${name.replace(/^चि\.?\s*/u, '')}`;

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, chiefGuest } = s.honoree;
  const who = listOf(names, 'और');
  switch (s.type) {
    case 'wedding':
      return who ? `${who} को मेरा हार्दिक आशीर्वाद — उनकी जोड़ी सदा सलामत रहे!` : '';
    case 'engagement':
      return who ? `${who} को इस शुभ बंधन पर मेरा हार्दिक आशीर्वाद।` : '';
    case 'naming':
      return `${who ? `शिशु ${who}` : 'शिशु'} को मेरा ढेर सारा स्नेह और आशीर्वाद — चिरंजीवी भव!`;
    case 'birthday':
      return who ? birthdayWish(s, who) : '';
    case 'thread-ceremony':
      // Not "बटु चि. श्रेयस": one title before the name.
      return who ? `${listOf(names.map(chiranjeevi), 'और')} को मेरा शुभाशीर्वाद — आयुष्मान भव, विद्यावान भव!` : '';
    case 'inauguration':
      // Not "इस समारोह": the event's name is most often "… समारोह".
      return chiefGuest ? `यह जानकर विशेष प्रसन्नता हुई कि मुख्य अतिथि के रूप में ${chiefGuestOf(chiefGuest)} पधार रहे हैं।` : '';
    default:
      return who ? `${who} को मेरी हार्दिक शुभकामनाएँ।` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. Each says it in
 *  its own words, none of them the opener's (आत्मीय, मन, मेरे लिए). */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      // A school or a temple committee has no family to be old friends with.
      if (isInstitution(s.host)) return 'आपकी संस्था से मेरा वर्षों पुराना नाता है, इसलिए आपकी हर उपलब्धि मुझे अपनी-सी लगती है।';
      // Not "अवसर" or "घर": the thanks just said "ऐसे … अवसर", the joy "आपके घर शहनाई".
      return 'आपसे हमारा वर्षों पुराना पारिवारिक नाता है, इसलिए आपके यहाँ का हर उत्सव मुझे अपना ही लगता है।';
    case 'colleague':
      // Not "निमंत्रण" a second time: the opener has it.
      return 'साथ काम करते हुए जो अपनापन बना है, उसकी मिठास इस बुलावे में भी महसूस होती है।';
    case 'official':
      // "हमेशा", as "सदा" is the wishes' word; not "सुखद", the joy's.
      return 'आपके साथ हमारा कार्य-संबंध हमेशा सौहार्दपूर्ण रहा है, और आपका यह सौजन्य सचमुच सराहनीय है।';
    default:
      return '';
  }
}
