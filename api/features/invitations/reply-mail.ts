/**
 * The email that carries a reply letter, in the letter's language: a subject ("Thank you for your
 * invitation: <event>"), a short note above the letter, the organisation as the sender's display
 * name, and the PDF named after the event and the host instead of the uploaded photo. A name
 * printed in Latin gives an ASCII file name; one in an Indian script keeps its script (mail
 * clients read RFC 2231 names); with neither, the photo's name is the fallback.
 */
import type { Language } from '@shared/limits';
import type { ExtractedView } from '@shared/helpers/extracted-data';
import { oneScript } from '../../adapters/ai/letters/one-script';
import { addressee } from '../../adapters/ai/letters/hosts';
import { pdfFileName } from './pdf-file-name';

/** "Thank you for your invitation", and the note above the letter, per language. */
const WORDS: Record<Language, { thanks: string; note: string; reply: string }> = {
  English: { thanks: 'Thank you for your invitation', note: 'Please find our reply to your kind invitation below; it is also attached as a PDF.', reply: 'reply' },
  Hindi: { thanks: 'आपके निमंत्रण के लिए धन्यवाद', note: 'आपके स्नेहपूर्ण निमंत्रण का हमारा उत्तर नीचे है; यह पीडीएफ़ के रूप में संलग्न भी है।', reply: 'उत्तर' },
  Kannada: { thanks: 'ತಮ್ಮ ಆಹ್ವಾನಕ್ಕೆ ಧನ್ಯವಾದಗಳು', note: 'ತಮ್ಮ ಆಹ್ವಾನಕ್ಕೆ ನಮ್ಮ ಉತ್ತರ ಕೆಳಗಿದೆ; ಅದನ್ನು ಪಿಡಿಎಫ್ ರೂಪದಲ್ಲೂ ಲಗತ್ತಿಸಲಾಗಿದೆ.', reply: 'ಉತ್ತರ' },
  Tamil: { thanks: 'தங்கள் அழைப்பிற்கு நன்றி', note: 'தங்கள் அழைப்பிற்கான எங்கள் பதில் கீழே உள்ளது; அது பிடிஎஃப் வடிவிலும் இணைக்கப்பட்டுள்ளது.', reply: 'பதில்' },
  Telugu: { thanks: 'మీ ఆహ్వానానికి ధన్యవాదాలు', note: 'మీ ఆహ్వానానికి మా జవాబు క్రింద ఉంది; దానిని పీడీఎఫ్ రూపంలో కూడా జతపరిచాము.', reply: 'జవాబు' },
  Malayalam: { thanks: 'താങ്കളുടെ ക്ഷണത്തിന് നന്ദി', note: 'താങ്കളുടെ ക്ഷണത്തിനുള്ള ഞങ്ങളുടെ മറുപടി താഴെ ചേർക്കുന്നു; ഇത് പിഡിഎഫ് രൂപത്തിലും ഒപ്പമുണ്ട്.', reply: 'മറുപടി' },
  Sanskrit: { thanks: 'भवताम् आमन्त्रणाय धन्यवादाः', note: 'भवताम् आमन्त्रणस्य अस्माकम् उत्तरम् अधः अस्ति; तत् पीडीएफ्-रूपेण अपि संलग्नम्।', reply: 'उत्तरम्' },
};

export interface ReplyMail {
  subject: string;
  /** The note, a blank line, then the letter. */
  text: string;
  /** The PDF's file name. */
  filename: string;
  /** The sender's display name: the organisation in the letter's script, its Latin name in brackets. */
  fromName: string;
}

/** Letters, marks and digits joined by '-' (no path, quote or control characters survive). */
function safePart(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The attachment's name: '<event>_<host>_<reply>.pdf', ASCII when the names were printed in Latin. */
export function replyFileName(language: Language, details: Pick<ExtractedView, 'hosts' | 'eventName'> | null, uploadedName: string): string {
  const host = addressee(details?.hosts ?? [])?.core ?? '';
  const parts = [details?.eventName ?? '', host].map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return pdfFileName(uploadedName);
  const ascii = parts.every((p) => /^[\x20-\x7E]*$/.test(p));
  const word = ascii ? 'reply' : WORDS[language].reply;
  // Not all Latin: the whole name in the letter's script, so it reads as one language.
  const localised = ascii ? parts : parts.map(oneScript(language).name);
  const name = [...localised.map(safePart), word].filter(Boolean).join('_');
  return `${ascii ? name.toLowerCase() : name}.pdf`;
}

/** Subject, note and attachment name of the mail that carries `letter`. */
export function replyMail(input: {
  language: Language;
  details: Pick<ExtractedView, 'hosts' | 'eventName'> | null;
  letter: string;
  organizationName: string;
  /** The organisation's own form in the letter's language, when it set one. */
  localOrganizationName?: string;
  uploadedName: string;
}): ReplyMail {
  const words = WORDS[input.language] ?? WORDS.English;
  const script = oneScript(input.language);
  const event = script.eventName(input.details?.eventName?.trim() ?? '');
  const latin = input.organizationName.trim();
  const local = input.localOrganizationName?.trim() || script.name(latin);
  return {
    subject: event ? `${words.thanks}: ${event}` : words.thanks,
    text: `${words.note}\n\n${input.letter}`,
    filename: replyFileName(input.language, input.details, input.uploadedName),
    fromName: local && local !== latin ? `${local} (${latin})` : latin,
  };
}
