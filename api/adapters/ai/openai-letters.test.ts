/**
 * The configured AI gets the same reply inputs as the embedded writer — the answer, guests,
 * honoree, relationship, the signer's gender and what the host is — tested against the local
 * OpenAI-compatible stand-in.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReplyOptions, type LetterInput } from '@shared/schemas/invitations';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test-support/openai-stand-in';
import { createOpenAiProvider } from './openai';

let ai: OpenAiStandIn;
beforeEach(async () => {
  ai = await startOpenAiStandIn();
});
afterEach(() => ai.close());

const provider = () => createOpenAiProvider({ apiKey: ai.apiKey, baseURL: ai.baseURL, model: 'letters-test' });
const system = () => ai.requests[0]!.body.messages.find((m) => m.role === 'system')!.content as string;
const request = () => JSON.parse((ai.requests[0]!.body.messages.find((m) => m.role === 'user')!.content as string).replace(/^[^{]*/, ''));

const TELUGU = {
  normal: 'గౌరవనీయులైన శ్రీ రమేష్ కుమార్ దంపతులకు,\n\nమీ ఆహ్వానానికి ధన్యవాదాలు. ముందుగా నిర్ణయించుకున్న కార్యక్రమాల కారణంగా హాజరు కాలేకపోతున్నందుకు చింతిస్తున్నాము.\n\nఇట్లు,\nభవదీయురాలు,\nఅనిత',
  finetuned: 'ఆత్మీయులైన శ్రీ రమేష్ కుమార్ దంపతులకు,\n\nవధూవరులు ప్రియ, అర్జున్ లకు నా ఆశీస్సులు — శతమానం భవతి! ఆ రోజు రాలేకపోతున్నందుకు చింతిస్తున్నాను.\n\nఆత్మీయ శుభాకాంక్షలతో,\nమీ శ్రేయోభిలాషి,\nఅనిత',
};

function input(reply: Partial<ReplyOptions>): LetterInput {
  return {
    language: 'Telugu',
    senderName: 'Anitha',
    organizationName: 'Seva Trust',
    details: {
      hosts: ['Sri Ramesh Kumar dampati'], eventName: 'Wedding of Priya and Arjun', eventType: 'wedding', date: '12 March 2026',
      time: '', venue: 'Sri Krishna Hall, Hyderabad', inviterEmail: '', inviterPhone: '', rawText: '',
      honoree: { names: ['Priya', 'Arjun'], age: '', chiefGuest: '' },
    },
    reply: ReplyOptions.parse(reply),
  };
}

describe('writeLetters with reply choices', () => {
  it('asks for a regret in a woman\'s closing, to a couple, with the couple and the relationship in the personal letter', async () => {
    ai.reply(JSON.stringify(TELUGU));
    const letters = await provider().writeLetters(input({ rsvp: 'regret', senderGender: 'female', relationship: 'family-friend' }));
    expect(letters).toEqual(TELUGU);
    const prompt = system();
    expect(prompt).toContain('regret warmly that a prior commitment keeps you from attending; do not accept and do not promise to come');
    expect(prompt).toContain('never accept and then say you will "try" or "make every effort"');
    expect(prompt).toContain('the host is a couple named together');
    expect(prompt).toContain('The signer is a woman');
    expect(prompt).toContain('the sender is a family friend of many years');
    expect(prompt).toContain('the honoree, named (it celebrates Priya and Arjun)');
    expect(request()).toMatchObject({
      hostKind: 'couple',
      honoree: { names: ['Priya', 'Arjun'] },
      reply: { rsvp: 'regret', senderGender: 'female', relationship: 'family-friend' },
    });
  });

  it('names the representative and the number of guests', async () => {
    ai.reply(JSON.stringify(TELUGU));
    await provider().writeLetters(input({ rsvp: 'representative', representative: 'Smt. Lakshmi Rao', guests: 2 }));
    expect(system()).toContain('Smt. Lakshmi Rao will attend on your behalf (2 people in all)');
    expect(request().reply).toMatchObject({ rsvp: 'representative', representative: 'Smt. Lakshmi Rao', guests: 2 });
  });

  it('without choices asks for an acceptance with closings that mark no gender', async () => {
    ai.reply(JSON.stringify(TELUGU));
    await provider().writeLetters({ ...input({}), reply: undefined });
    expect(system()).toContain('gladly accept and say plainly that you will be there');
    expect(system()).toContain('closings that mark no gender');
    expect(request().reply).toEqual({ rsvp: 'attending', representative: '', senderGender: 'neutral' });
  });

  it('asks the formal letter to say it replies before the date the card asks for, while that date is ahead', async () => {
    const ahead = new Date(Date.now() + 30 * 86_400_000);
    const replyBy = `${ahead.getDate()} ${ahead.toLocaleString('en', { month: 'long' })} ${ahead.getFullYear()}`;
    ai.reply(JSON.stringify(TELUGU));
    await provider().writeLetters({ ...input({}), details: { ...input({}).details, replyBy } });
    expect(system()).toContain(`the card asks for a reply by ${replyBy}: "normal" says once, just before its answer`);
    expect(request().replyBy).toBe(replyBy);

    ai.reply(JSON.stringify(TELUGU));
    await provider().writeLetters({ ...input({}), details: { ...input({}).details, replyBy: '1 January 2020' } });
    expect(ai.requests.at(-1)!.body.messages.find((m) => m.role === 'system')!.content).not.toContain('asks for a reply by');
  });

  it('tells the model an institution is not addressed as a person', async () => {
    ai.reply(JSON.stringify(TELUGU));
    await provider().writeLetters({ ...input({}), details: { ...input({}).details, hosts: ['Sri Sharada Vidya Samsthe'] } });
    expect(system()).toContain('an institution: address its members or office-bearers, never as a person');
  });
});

describe('extractInvitation reads the honoree and the reply date', () => {
  it('keeps the couple, the chief guest and the reply date the card prints, and leaves each out when none is printed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sahayak-honoree-'));
    const image = { path: join(dir, 'card.png'), mime: 'image/png' };
    await sharp({ create: { width: 16, height: 12, channels: 3, background: '#fdf6e3' } }).png().toFile(image.path);
    const card = { hosts: ['Sri Ramesh Kumar'], eventName: 'Wedding of Priya and Arjun', eventType: 'wedding', date: '', time: '', venue: '', inviterEmail: '', inviterPhone: '', rawText: 'Priya weds Arjun', unreadable: false };
    ai.reply(
      JSON.stringify({ ...card, honoree: { names: 'Priya and Arjun', age: null, chiefGuest: '' }, replyBy: '1 March 2027' }),
      JSON.stringify({ ...card, honoree: { names: [], age: '', chiefGuest: '' }, replyBy: null }),
    );
    const read = await provider().extractInvitation(image, 'English');
    expect(read.honoree).toEqual({ names: ['Priya and Arjun'], age: '', chiefGuest: '' });
    expect(read.replyBy).toBe('1 March 2027');
    expect((ai.requests[0]!.body.messages[0]!.content as string)).toContain('"honoree": who the event celebrates');
    expect((ai.requests[0]!.body.messages[0]!.content as string)).toContain('"replyBy": the date by which the card asks for a reply');
    const none = await provider().extractInvitation(image, 'English');
    expect(none).not.toHaveProperty('honoree');
    expect(none).not.toHaveProperty('replyBy');
    await rm(dir, { recursive: true, force: true });
  });
});
