/**
 * What the configured AI is asked when it writes the letters: the same inputs the embedded writer
 * uses (the answer — attending, regret or a representative — the guests, the honoree, the
 * relationship, the signer's gender, what the host is) and the same structure, so both paths
 * give one consistent reply. The answer is checked for its shape and script; its wording is the
 * model's.
 */
import { z } from 'zod';
import type { Language } from '@shared/limits';
import { Honoree, ReplyOptions, type LetterInput, type Letters } from '@shared/schemas/invitations';
import { addressee } from './letters/hosts';
import { replyDateAhead } from './letters/reply';

const SCRIPTS: Readonly<Record<Language, { name: string; letters: RegExp }>> = {
  English: { name: 'Latin', letters: /\p{Script=Latin}/u },
  Hindi: { name: 'Devanagari', letters: /\p{Script=Devanagari}/u },
  Sanskrit: { name: 'Devanagari', letters: /\p{Script=Devanagari}/u },
  Kannada: { name: 'Kannada', letters: /\p{Script=Kannada}/u },
  Tamil: { name: 'Tamil', letters: /\p{Script=Tamil}/u },
  Telugu: { name: 'Telugu', letters: /\p{Script=Telugu}/u },
  Malayalam: { name: 'Malayalam', letters: /\p{Script=Malayalam}/u },
};

const ANSWER: Record<ReplyOptions['rsvp'], (r: ReplyOptions) => string> = {
  attending: (r) =>
    `gladly accept and say plainly that you will be there${r.guests && r.guests > 1 ? `, ${r.guests} people in all` : ''}`,
  regret: () => 'regret warmly that a prior commitment keeps you from attending; do not accept and do not promise to come',
  representative: (r) =>
    `say that you cannot come in person and that ${r.representative ? `${r.representative}` : 'a representative'} will attend on your behalf${r.guests && r.guests > 1 ? ` (${r.guests} people in all)` : ''} and convey your wishes`,
};

const HOST_KIND: Record<string, string> = {
  person: 'one person',
  couple: 'a couple named together: use the couple form of the language (e.g. దంపతులకు, தம்பதியினருக்கு, सपत्नीकाः)',
  family: 'a family: address the person with the family (e.g. "… ji and family", सपरिवाराः, ಕುಟುಂಬದವರೇ)',
  institution: 'an institution: address its members or office-bearers, never as a person (no "ji", no ಅವರೇ, no గారికి)',
};

const CLOSING: Record<ReplyOptions['senderGender'], string> = {
  male: 'The signer is a man: use masculine forms where the language marks gender in the closing (भवदीय, భవదీయుడు, भवदीयः).',
  female: 'The signer is a woman: use feminine forms where the language marks gender in the closing (भवदीया, భవదీయురాలు, भवदीया).',
  neutral: 'The signer\'s gender is not given: use closings that mark no gender (e.g. सादर alone, భవదీయులు).',
};

const RELATIONSHIP: Record<string, string> = {
  'family-friend': 'a family friend of many years',
  colleague: 'a colleague',
  official: 'an official or professional acquaintance',
};

/** The people the event celebrates, as a clause, or ''. */
function honoreeLine(h: Honoree): string {
  const parts = [
    h.names.length ? `it celebrates ${h.names.join(' and ')}${h.age ? ` (age ${h.age})` : ''}` : '',
    h.chiefGuest ? `the chief guest is ${h.chiefGuest}` : '',
  ].filter(Boolean);
  return parts.join('; ');
}

export function lettersPrompt(input: LetterInput, today: Date = new Date()): string {
  const { language } = input;
  const script = SCRIPTS[language].name;
  const host = input.details.hosts[0]?.trim();
  const kind = addressee(input.details.hosts)?.kind;
  const sender = (input.inLanguage?.senderName || input.senderName).trim();
  const designation = (input.inLanguage?.senderDesignation || input.senderDesignation || '').trim();
  const org = (input.inLanguage?.organizationName || input.organizationName).trim();
  const reply = ReplyOptions.parse(input.reply ?? input.details.reply ?? {});
  const honoree = honoreeLine(Honoree.parse(input.details.honoree ?? {}));
  const replyBy = replyDateAhead((input.details.replyBy ?? '').trim(), today);
  const signature = [sender, designation, org].filter(Boolean).map((line) => `"${line}"`).join(' and then ') || 'nothing (no names are known)';
  return `You write reply letters on behalf of an organization in India that has received an invitation to an event. Answer with one JSON object and nothing else: {"normal": "<letter>", "finetuned": "<letter>"}.

Both letters:
- are written entirely in ${language}, in ${script} script; write names and places in ${script} script too (email addresses and numbers stay as they are)${language === 'English' ? '' : '; a venue printed in Latin letters may follow in brackets as printed, and nothing else in Latin letters'}.
- reply to the invitation: thank the host, name the event, weave in its date${input.details.time ? ', time' : ''} and venue naturally, give good wishes fitting the occasion, and ${ANSWER[reply.rsvp](reply)}.
- say that answer once and keep to it from start to end: never accept and then say you will "try" or "make every effort" to come.
- are addressed to ${host ? `the first host, ${host},` : 'the host (no name is known: use the respectful general salutation of the language)'} with the respectful salutation customary in ${language}${kind ? `; the host is ${HOST_KIND[kind]}` : ''}. Never add an honorific or case ending the name already has.
- are plain text with \\n line breaks: the salutation, a blank line, two or three short paragraphs separated by blank lines, a closing line, then on their own lines ${signature}. No subject line, no date line, no addresses, no markdown, no placeholders in brackets.
- never invent facts: leave out a date, time or venue that is not given.
${replyBy ? `- the card asks for a reply by ${replyBy}: "normal" says once, just before its answer, that as requested you reply before that date.\n` : ''}- ${CLOSING[reply.senderGender]}

"normal" is formal and courteous, written by the organization ("we").
"finetuned" is a distinct, warmer letter written by ${sender || 'the sender'} ("I") on behalf of the organization — not the normal letter made longer. It holds what the normal letter does not: ${[
    reply.relationship ? `the relationship (the sender is ${RELATIONSHIPS_TEXT(reply.relationship)})` : '',
    honoree ? `the honoree, named (${honoree})` : '',
    'a blessing in the language\'s own idiom for this kind of event',
  ]
    .filter(Boolean)
    .join(', ')}.`;
}

const RELATIONSHIPS_TEXT = (r: string) => RELATIONSHIP[r] ?? r;

export function lettersRequest(input: LetterInput): string {
  const d = input.details;
  const reply = ReplyOptions.parse(input.reply ?? d.reply ?? {});
  const details = {
    language: input.language,
    senderName: input.senderName,
    organizationName: input.organizationName,
    hosts: d.hosts,
    hostKind: addressee(d.hosts)?.kind ?? null,
    eventName: d.eventName,
    eventType: d.eventType,
    date: d.date,
    time: d.time,
    venue: d.venue,
    honoree: Honoree.parse(d.honoree ?? {}),
    ...(d.replyBy ? { replyBy: d.replyBy } : {}),
    reply,
    // The card's own words give the model names and context the fields leave out.
    textOnTheCard: d.rawText.slice(0, 3000),
  };
  return `Write both letters as JSON for this invitation:\n${JSON.stringify(details, null, 2)}`;
}

/** Share of a letter's letters that must be in the language's script (names may stay Latin). */
const MIN_SCRIPT_SHARE = 0.5;

/** A letter: missing → '', paragraphs given as a list joined by blank lines; trimmed. */
const letterText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.map(String).join('\n\n') : v),
  z.string('must be a string').transform((s) => s.trim()),
);

export function lettersSchema(language: Language): z.ZodType<Letters> {
  const script = SCRIPTS[language];
  const letter = letterText.pipe(z.string().min(80, 'is missing or too short to be a letter'));
  return z.object({ normal: letter, finetuned: letter }).superRefine((letters, ctx) => {
    for (const key of ['normal', 'finetuned'] as const) {
      const chars = [...letters[key]].filter((c) => /[\p{L}\p{M}]/u.test(c));
      const inScript = chars.filter((c) => script.letters.test(c)).length;
      if (chars.length > 0 && inScript / chars.length < MIN_SCRIPT_SHARE) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is not written in ${language} (${script.name} script)` });
      }
      if (/\[[^\]\n]{2,40}\]/.test(letters[key])) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'contains a placeholder in square brackets' });
      }
    }
  });
}
