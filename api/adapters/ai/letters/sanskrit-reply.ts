/**
 * Sanskrit: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs have no gender, and the lines avoid the participles and
 * adjectives that would give the signer one ('कुर्वतः', 'स्थितः'). A named representative takes the
 * plural of respect ('<name> महोदयाः … उपस्थास्यन्ति'), an unnamed one the singular. A person whose
 * sex the card does not say is named in the nominative plural of respect, whose form is the same
 * for men and women ('महोदयाः', genitive 'महोदयानाम्'), or, a child, blessed in the vocative with
 * 'शतायुः भव', which has one form for both.
 */
import type { Slots } from './common';
import { isAddressee, isGrownUpAge, listOf, party, titled } from './reply';

/**
 * An institution's name in the genitive. A name that ends in a body's own noun declines that noun
 * ('शारदा विद्या संस्था' → '… संस्थायाः', '… मन्दिर समिति' → '… समितेः', '… सेवा न्यास' → '… न्यासस्य'),
 * as '… संस्था इति संस्थायाः' would say "institution" twice; any other name ('… ट्रस्ट', a company)
 * is carried by 'इति संस्थायाः'.
 */
export function ofInstitution(name: string): string {
  const declined = name
    .replace(/संस्था(?:ः)?$/u, 'संस्थायाः')
    .replace(/समिति(?:ः)?$/u, 'समितेः')
    .replace(/सभा$/u, 'सभायाः')
    .replace(/परिष(?:द्|द|त्)$/u, 'परिषदः')
    .replace(/(संस्थान|न्यास|मण्डल|मंडल|सङ्घ|संघ|विद्यालय|मन्दिर|मंदिर|गुरुकुल|पीठ|केन्द्र|केंद्र)(?:म्|ः)?$/u, '$1स्य');
  return declined === name ? `${name} इति संस्थायाः` : declined;
}

/** "<name>, as our representative" or, unnamed, "one of our representatives" (not 'प्रतिनिधिरूपेण … प्रतिनिधिः'). */
function representative(s: Slots, ours: 'अस्माकं' | 'मम'): { who: string; will: string; convey: string } {
  const name = s.reply.representative;
  return name
    ? { who: `${ours} प्रतिनिधिरूपेण ${name} महोदयाः`, will: 'उपस्थास्यन्ति', convey: 'निवेदयिष्यन्ति' }
    : { who: `${ours === 'अस्माकं' ? 'अस्माकम्' : ours} एकः प्रतिनिधिः`, will: 'उपस्थास्यति', convey: 'निवेदयिष्यति' };
}

/** How many come, with the verb in the number Sanskrit needs: two take the dual ('द्वौ जनौ आगमिष्यतः'), never 'जनाः'. */
function comingParty(n: number, speaker: 'we' | 'I'): string {
  if (speaker === 'I') return n === 2 ? 'आवाम् उभौ अवश्यम् आगमिष्यावः।' : `वयं ${n} जनाः अवश्यम् आगमिष्यामः।`;
  return n === 2 ? 'अस्माकं पक्षतः द्वौ जनौ आगमिष्यतः।' : `अस्माकं पक्षतः ${n} जनाः आगमिष्यन्ति।`;
}

/** The formal letter's answer and thanks ("वयम्"). */
export function normalAnswer(s: Slots): string {
  const onBehalf = s.organization ? `${ofInstitution(s.organization)} पक्षतः ` : '';
  const thanks = `${onBehalf}पुनरपि भवद्भ्यः कृतज्ञतां निवेदयामः।`;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `भवताम् आमन्त्रणं वयं सानन्दं स्वीकुर्मः, तस्मिन् अवसरे अवश्यम् उपस्थास्यामः।${n ? ` ${comingParty(n, 'we')}` : ''} ${thanks}`;
    }
    case 'regret':
      return `पूर्वनिश्चितकार्यवशात् तस्मिन् अवसरे उपस्थातुं न शक्नुमः इति खेदेन निवेदयामः। अस्माकं शुभकामनाः सदा भवद्भिः सह सन्ति। ${thanks}`;
    case 'representative': {
      const r = representative(s, 'अस्माकं');
      return `वयं स्वयम् उपस्थातुं न शक्नुमः, अतः ${r.who} तस्मिन् अवसरे ${r.will}, अस्माकं शुभकामनाः च भवद्भ्यः ${r.convey}। ${thanks}`;
    }
  }
}

/** The personal letter's answer ("अहम्"): warmer than the formal one, and in the first person throughout. */
export function personalAnswer(s: Slots): string {
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      // 'सम्मिलितुम्' is Hindi's सम्मिलित होना; Sanskrit takes part with 'भागं ग्रहीतुम्'.
      return `${n ? comingParty(n, 'I') : 'अहम् अवश्यम् आगमिष्यामि।'} भवद्भिः सह अस्मिन् शुभकार्ये भागं ग्रहीतुं तं दिवसम् उत्कण्ठया प्रतीक्षे।`;
    }
    case 'regret':
      // 'With you in mind' (मनसा), not 'my wishes will be with you', and no participle that marks the signer's gender.
      return 'पूर्वनिश्चितकार्यवशात् तस्मिन् दिने भवद्भिः सह स्थातुं न शक्नोमि इति मम महत् दुःखम्। दूरे अपि मनसा तु भवद्भिः सह एव भविष्यामि; मम शुभकामनाः प्रार्थनाः च सदा भवद्भिः सह सन्ति।';
    case 'representative': {
      const r = representative(s, 'मम');
      return `अहं स्वयम् आगन्तुं न शक्नोमि इति मम खेदः, अतः ${r.who} ${r.will}, मम शुभकामनाः च भवद्भ्यः ${r.convey}।`;
    }
  }
}

/** "Of the <n>th birthday" (genitive, agreeing with जन्मदिनस्य): 1–19 in words, as no one writes
 *  '1 तमं'; from 20 the digits with -तम ('25 तमस्य'). */
const ORDINALS = [
  '', 'प्रथमस्य', 'द्वितीयस्य', 'तृतीयस्य', 'चतुर्थस्य', 'पञ्चमस्य', 'षष्ठस्य', 'सप्तमस्य', 'अष्टमस्य', 'नवमस्य', 'दशमस्य',
  'एकादशस्य', 'द्वादशस्य', 'त्रयोदशस्य', 'चतुर्दशस्य', 'पञ्चदशस्य', 'षोडशस्य', 'सप्तदशस्य', 'अष्टादशस्य', 'एकोनविंशस्य',
] as const;

/** "On the auspicious occasion of the (nth) birthday"; the sixtieth by its own name. */
function birthdayOccasion(age: string): string {
  const n = Number.parseInt(age, 10);
  if (n === 60) return 'षष्ट्यब्दपूर्तेः शुभावसरे';
  if (!n || n < 1) return 'जन्मदिनस्य शुभावसरे';
  return `${ORDINALS[n] ?? `${n} तमस्य`} जन्मदिनस्य शुभावसरे`;
}

/** A birthday blessing: an elder with the plural of respect and a prayer, a child in the vocative with a blessing. */
function birthdayBlessing(s: Slots): string {
  const { names, age } = s.honoree;
  if (names.length === 0) return '';
  const occasion = birthdayOccasion(age);
  const titledName = /^(?:श्री|डॉ|प्रो|सुश्री)/u.test(names[0]!);
  if (isGrownUpAge(age) || (!age && titledName)) {
    const who = names.length === 1 && isAddressee(names[0]!, s.host?.name) ? 'भवन्तः' : `${listOf(names, 'तथा')} महोदयाः`;
    return `${occasion} ${who} शतं शरदः जीवन्तु, आरोग्यं सुखं च सदा लभन्ताम् इति परमेश्वरं प्रार्थये।`;
  }
  // 'शतायुः' is one form for a boy and a girl (प्रियः, आचरन् would make every child a boy).
  const child = listOf(names.map((n) => titled(n, 'चि.')), 'तथा');
  const live = names.length === 1 ? 'शतायुः भव' : names.length === 2 ? 'शतायुषौ भवतम्' : 'शतायुषः भवत';
  return `${occasion} मम सस्नेहम् आशीः — ${child}, ${live}!`;
}

/**
 * A chief guest with the office after the name, joined to 'महोदयाः' ('श्री के. वेंकटेश
 * विधायकमहोदयाः', as 'प्रधानमन्त्रिमहोदयाः'): the office before the name would be a singular beside
 * the plural of respect ('विधायकः … महोदयाः'), and its plural marks a gender ('विधायकाः'/'विधायिकाः').
 */
function chiefGuestHonoured(person: string): string {
  const [first = '', ...rest] = person.split(/\s+/u);
  const [, named, after] = /^(.+?)\s*,\s*(\S+)$/u.exec(person) ?? [];
  // The office before the name ('विधायकः श्री …', a Hindi card's 'विधायक श्री …') or after it, past a comma ('श्री …, विधायक').
  const [who, office] =
    rest.length && (OFFICE.test(first) || /\Sः$/u.test(first)) ? [rest.join(' '), first] : named && after && OFFICE.test(after) ? [named, after] : [person, ''];
  return office ? `${who} ${office.replace(/ः$/u, '').replace(/ी$/u, 'ि')}महोदयाः` : `${who} महोदयाः`;
}

/** Public offices a chief guest is named with, in Sanskrit or as a Hindi card prints them ('शिक्षामन्त्री', 'उपाध्यक्ष' too). */
const OFFICE =
  /^\S*(?:विधायक|सांसद|मन्त्री|मंत्री|राज्यपाल|महापौर|जिलाधिकारी|जिलाधीश|कुलपति|अध्यक्ष|आयुक्त|न्यायाधीश|प्राचार्य|निदेशक|प्रशासक|सचिव|न्यासी)ः?$/u;

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, chiefGuest } = s.honoree;
  const who = listOf(names, 'तथा');
  switch (s.type) {
    case 'wedding':
      return who ? `वधूवरौ ${who} इत्येतौ दीर्घायुष्मन्तौ सुखिनौ च भवताम् इति मम आशीः।` : '';
    case 'engagement':
      return who ? `भाविनौ वधूवरौ ${who} इत्येतौ दीर्घायुष्मन्तौ सुखिनौ च भवताम् इति मम आशीः।` : '';
    case 'naming':
      // Written before the ceremony: the child "who is to receive the name" (शिशु is masculine for any child).
      return `${who ? `${who} इति नाम प्राप्स्यन् शिशुः` : 'शिशुः'} चिरञ्जीवी भवतु इति मम सस्नेहम् आशीः।`;
    case 'birthday':
      return birthdayBlessing(s);
    case 'thread-ceremony':
      return who ? `बटुः ${who} इति विद्यावान् आयुष्मान् च भवतु इति मम आशीः।` : '';
    case 'inauguration':
      return chiefGuest ? `मुख्यातिथिरूपेण ${chiefGuestHonoured(chiefGuest)} समारोहम् अलङ्करिष्यन्ति इति महतः आनन्दस्य विषयः।` : '';
    default:
      // 'महोदयानाम्' is the genitive plural of both महोदय and महोदया.
      return who ? `${who} महोदयानां कृते मम हार्दाः शुभकामनाः।` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      // 'बहुवर्षीय' is Hindi's बहुवर्षीय; a body has no family to be friends with.
      return s.host?.kind === 'institution'
        ? 'भवद्भिः सह मम चिरात् आत्मीयः सम्बन्धः वर्तते, अतः अयम् अवसरः मम कृते विशेषतः प्रियः।'
        : 'भवतां मम च कुटुम्बयोः मध्ये चिरात् आत्मीयः सम्बन्धः वर्तते, अतः अयम् अवसरः मम कृते विशेषतः प्रियः।';
    case 'colleague':
      // Not 'कार्यं कुर्वतः मम' (a man's participle): the years of work together, said without the signer's gender.
      return 'सहकार्यकाले भवद्भिः सह या आत्मीयता सञ्जाता, तया इदम् आमन्त्रणं मम कृते विशेषतः प्रियम्।';
    case 'official':
      return 'भवद्भिः सह विद्यमानं कार्यसम्बन्धम् अहं बहु मन्ये, भवतां सौजन्यं च कृतज्ञतया स्मरामि।';
    default:
      return '';
  }
}
