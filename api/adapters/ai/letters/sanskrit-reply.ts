/**
 * Sanskrit: the answer (attending, regret, a representative), the honoree's blessing and the
 * relationship line. First-person verbs have no gender; a named representative takes the plural
 * of respect ('<name> महोदयाः … उपस्थास्यन्ति'), an unnamed one the singular.
 */
import type { Slots } from './common';
import { listOf, party } from './reply';

function representative(s: Slots, ours: 'अस्माकं' | 'मम'): { who: string; will: string; convey: string } {
  const name = s.reply.representative;
  return name
    ? { who: `${name} महोदयाः`, will: 'उपस्थास्यन्ति', convey: 'निवेदयिष्यन्ति' }
    : { who: `${ours} एकः प्रतिनिधिः`, will: 'उपस्थास्यति', convey: 'निवेदयिष्यति' };
}

/** The formal letter's answer and thanks ("वयम्"). */
export function normalAnswer(s: Slots): string {
  const onBehalf = s.organization ? `${s.organization} इति संस्थायाः पक्षतः ` : '';
  const thanks = `${onBehalf}पुनरपि भवद्भ्यः कृतज्ञतां निवेदयामः।`;
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `भवताम् आमन्त्रणं वयं सानन्दं स्वीकुर्मः, तस्मिन् अवसरे अवश्यम् उपस्थास्यामः।${n ? ` अस्माकं पक्षतः ${n} जनाः आगमिष्यन्ति।` : ''} ${thanks}`;
    }
    case 'regret':
      return `पूर्वनिश्चितकार्यवशात् तस्मिन् अवसरे उपस्थातुं न शक्नुमः इति खेदेन निवेदयामः। अस्माकं शुभकामनाः सदा भवद्भिः सह सन्ति। ${thanks}`;
    case 'representative': {
      const r = representative(s, 'अस्माकं');
      return `वयं स्वयम् उपस्थातुं न शक्नुमः, अतः अस्माकं प्रतिनिधिरूपेण ${r.who} तस्मिन् अवसरे ${r.will}, अस्माकं शुभकामनाः च भवद्भ्यः ${r.convey}। ${thanks}`;
    }
  }
}

/** The personal letter's answer ("अहम्"). */
export function personalAnswer(s: Slots): string {
  switch (s.reply.rsvp) {
    case 'attending': {
      const n = party(s.reply.guests);
      return `तस्मिन् दिने भवद्भिः सह अस्मिन् शुभकार्ये सम्मिलितुम् उत्कण्ठया प्रतीक्षे।${n ? ` वयं ${n} जनाः आगमिष्यामः।` : ''}`;
    }
    case 'regret':
      return 'पूर्वनिश्चितकार्यवशात् तस्मिन् दिने भवद्भिः सह स्थातुं न शक्नोमि इति मम महत् दुःखम्। मम शुभकामनाः प्रार्थनाः च सदा भवद्भिः सह भविष्यन्ति।';
    case 'representative': {
      const r = representative(s, 'मम');
      return `अहं स्वयम् आगन्तुं न शक्नोमि, अतः मम प्रतिनिधिरूपेण ${r.who} ${r.will}, मम शुभकामनाः च भवद्भ्यः ${r.convey}।`;
    }
  }
}

/** The blessing that names who the event celebrates; '' when the card names no one. */
export function honoreeBlessing(s: Slots): string {
  const { names, age, chiefGuest } = s.honoree;
  const who = listOf(names, 'तथा');
  switch (s.type) {
    case 'wedding':
    case 'engagement':
      return who ? `वधूवरौ ${who} इत्येतौ दीर्घायुष्मन्तौ सुखिनौ च भवताम् इति मम आशीः।` : '';
    case 'naming':
      return `${who ? `शिशुः ${who} इति` : 'शिशुः'} चिरञ्जीवी भवतु इति मम सस्नेहम् आशीः।`;
    case 'birthday':
      return who ? `${age ? `${age} तमं ` : ''}जन्मदिनम् आचरन् ${who} इति प्रियः शतं शरदः जीवतु इति मम आशीः।` : '';
    case 'thread-ceremony':
      return who ? `बटुः ${who} इति विद्यावान् आयुष्मान् च भवतु इति मम आशीः।` : '';
    case 'inauguration':
      return chiefGuest ? `मुख्यातिथिरूपेण ${chiefGuest} महोदयाः समारोहम् अलङ्करिष्यन्ति इति महान् आनन्दः।` : '';
    default:
      return who ? `${who} इत्येतेभ्यः मम हार्दाः शुभकामनाः।` : '';
  }
}

/** Why this letter comes from the heart; '' when the relationship was not chosen. */
export function relationshipLine(s: Slots): string {
  switch (s.relationship) {
    case 'family-friend':
      return 'अस्माकं कुटुम्बयोः बहुवर्षीयः आत्मीयः सम्बन्धः अस्ति, अतः अयम् अवसरः मम कृते विशेषतः प्रियः।';
    case 'colleague':
      return 'भवद्भिः सह कार्यं कुर्वतः मम या आत्मीयता जाता, तया इदम् आमन्त्रणं मम कृते विशेषतः प्रियम्।';
    case 'official':
      return 'भवद्भिः सह मम कार्यसम्बन्धम् अहं बहु मन्ये; भवतां सौजन्यं मम मनः अस्पृशत्।';
    default:
      return '';
  }
}
