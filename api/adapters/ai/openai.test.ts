import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LetterInput } from '@shared/schemas/invitations';
import { UnreadableInputError, UpstreamError, type ImageFile } from '../ports';
import { startOpenAiStandIn, type ContentPart, type OpenAiStandIn } from '../../../test-support/openai-stand-in';
import { createOpenAiProvider, firstPhoneNumber, type OpenAiProviderOptions } from './openai';

const MODEL = 'vision-test-model';

let dir: string;
let image: ImageFile;
let ai: OpenAiStandIn;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sahayak-openai-'));
  image = { path: join(dir, 'card.png'), mime: 'image/png' };
  await sharp({ create: { width: 16, height: 12, channels: 3, background: '#fdf6e3' } })
    .png()
    .toFile(image.path);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

beforeEach(async () => {
  ai = await startOpenAiStandIn();
});
afterEach(() => ai.close());

const provider = (overrides: Partial<OpenAiProviderOptions> = {}) =>
  createOpenAiProvider({ apiKey: ai.apiKey, baseURL: ai.baseURL, model: MODEL, ...overrides });

/** What a model typically answers for a Kannada wedding card, slips included. */
const MODEL_EXTRACTION = {
  hosts: ['ಶ್ರೀ ರಮೇಶ್ ಕುಮಾರ್ ಮತ್ತು ಕುಟುಂಬ', 'Smt. Lakshmi'],
  eventName: 'ಪ್ರಿಯಾ ಮತ್ತು ಅರ್ಜುನ್ ಅವರ ವಿವಾಹ',
  eventType: 'Wedding',
  date: 'Sunday, 12 March 2025',
  venue: 'Sri Krishna Kalyana Mantapa, Jayanagar, Bengaluru',
  inviterEmail: 'Contact: ramesh.kumar@example.org',
  inviterPhone: '+91 98450-12345',
  rawText: 'ಶುಭ ವಿವಾಹ\nಪ್ರಿಯಾ ಮತ್ತು ಅರ್ಜುನ್',
  unreadable: false,
};

const userParts = (i: number) => ai.requests[i]!.body.messages.find((m) => m.role === 'user')!.content as ContentPart[];
const systemText = (i: number) => ai.requests[i]!.body.messages.find((m) => m.role === 'system')!.content as string;

async function caught(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('extractInvitation', () => {
  it('sends the photo as a data URL with the model and key, and returns the cleaned ExtractedData', async () => {
    ai.reply(JSON.stringify(MODEL_EXTRACTION));

    const data = await provider().extractInvitation(image, 'Kannada');

    expect(data).toEqual({
      hosts: ['ಶ್ರೀ ರಮೇಶ್ ಕುಮಾರ್ ಮತ್ತು ಕುಟುಂಬ', 'Smt. Lakshmi'],
      eventName: 'ಪ್ರಿಯಾ ಮತ್ತು ಅರ್ಜುನ್ ಅವರ ವಿವಾಹ',
      eventType: 'wedding',
      date: 'Sunday, 12 March 2025',
      time: '',
      venue: 'Sri Krishna Kalyana Mantapa, Jayanagar, Bengaluru',
      inviterEmail: 'ramesh.kumar@example.org',
      inviterPhone: '919845012345',
      rawText: 'ಶುಭ ವಿವಾಹ\nಪ್ರಿಯಾ ಮತ್ತು ಅರ್ಜುನ್',
    });
    expect(ai.requests).toHaveLength(1);
    const request = ai.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(request.body.model).toBe(MODEL);
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(systemText(0)).toContain('mainly in Kannada');
    expect(systemText(0)).toContain('"inviterPhone"');
    const picture = userParts(0).find((p) => p.type === 'image_url');
    const png = await readFile(image.path);
    expect(picture).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}`, detail: 'high' } });
  });

  it('accepts a JSON object wrapped in a code fence and fills in missing fields', async () => {
    ai.reply('Here is the data:\n```json\n{"hosts": "The Sharma family", "eventName": "Griha Pravesha", "eventType": "griha pravesh", "date": 2025}\n```');

    const data = await provider().extractInvitation(image, 'Hindi');

    expect(data).toEqual({
      hosts: ['The Sharma family'],
      eventName: 'Griha Pravesha',
      eventType: 'housewarming',
      date: '2025',
      time: '',
      venue: '',
      inviterEmail: '',
      inviterPhone: '',
      rawText: '',
    });
  });

  it('asks once more, saying what was wrong, when the first answer is not JSON', async () => {
    ai.reply('Sure! The invitation is for a wedding.', JSON.stringify(MODEL_EXTRACTION));

    const data = await provider().extractInvitation(image, 'English');

    expect(data.hosts[0]).toBe('ಶ್ರೀ ರಮೇಶ್ ಕುಮಾರ್ ಮತ್ತು ಕುಟುಂಬ');
    expect(ai.requests).toHaveLength(2);
    const retry = ai.requests[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Sure! The invitation is for a wedding.' });
    expect(retry.at(-1)!.role).toBe('user');
    expect(retry.at(-1)!.content).toContain('not valid JSON');
    // The photo is sent again with the retry.
    expect(JSON.stringify(retry)).toContain('data:image/png;base64,');
  });

  it('asks once more when a field has the wrong shape', async () => {
    ai.reply(JSON.stringify({ ...MODEL_EXTRACTION, venue: { hall: 'X' } }), JSON.stringify(MODEL_EXTRACTION));

    await provider().extractInvitation(image, 'English');

    expect(ai.requests[1]!.body.messages.at(-1)!.content).toContain('venue must be a string');
  });

  it('gives up with a readable UnreadableInputError after a second bad answer', async () => {
    ai.reply('not json', JSON.stringify({ hosts: [], eventName: '', rawText: '' }));

    const error = await caught(provider().extractInvitation(image, 'English'));

    expect(error).toBeInstanceOf(UnreadableInputError);
    expect(error.message).toBe('The photo could not be read. Try a sharper, well-lit photo of the whole card.');
    expect(ai.requests).toHaveLength(2);
  });

  it('stops at once when the model says the photo is not an invitation', async () => {
    ai.reply(JSON.stringify({ unreadable: true, reason: 'The photo shows a cat.' }));

    const error = await caught(provider().extractInvitation(image, 'English'));

    expect(error).toBeInstanceOf(UnreadableInputError);
    expect(error.message).toBe(
      'The photo could not be read as an invitation (The photo shows a cat.). Try a sharper, well-lit photo of the whole card.',
    );
    expect(ai.requests).toHaveLength(1);
  });
});

describe('transport failures', () => {
  it('turns a 500 into an UpstreamError after one client retry', async () => {
    ai.reply({ status: 500, message: 'The server had an error' }, { status: 500, message: 'The server had an error' });

    const error = await caught(provider().extractInvitation(image, 'English'));

    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).service).toBe('ai');
    expect(error.message).toBe('The AI service failed (500: The server had an error). Try again later.');
    expect(ai.requests).toHaveLength(2);
  });

  it('recovers when the client retry after a 503 succeeds', async () => {
    ai.reply({ status: 503 }, JSON.stringify(MODEL_EXTRACTION));

    const data = await provider().extractInvitation(image, 'English');

    expect(data.eventType).toBe('wedding');
    expect(ai.requests).toHaveLength(2);
  });

  it('names OPENAI_API_KEY when the key is refused (401), without echoing the key', async () => {
    const error = await caught(provider({ apiKey: 'sk-wrong-key-123' }).extractInvitation(image, 'English'));

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toBe('The AI service refused the key (401). Check OPENAI_API_KEY.');
    expect(error.message).not.toContain('sk-wrong-key-123');
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.headers.authorization).toBe('Bearer sk-wrong-key-123');
  });

  it('explains a 429 as rate limit or quota', async () => {
    const quota = { status: 429, message: 'You exceeded your current quota.' };
    ai.reply(quota, quota);

    const error = await caught(provider().writeLetters(letterInput('English')));

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toBe(
      "The AI service is busy or the account is out of quota (429: You exceeded your current quota.). Try again in a few minutes, or check the account's quota.",
    );
  });

  it('names OPENAI_MODEL on a 404', async () => {
    ai.reply({ status: 404, message: `The model '${MODEL}' does not exist` });

    const error = await caught(provider().extractInvitation(image, 'English'));

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toContain('Check OPENAI_MODEL and OPENAI_BASE_URL');
  });

  it('says the connection was refused when nothing listens at OPENAI_BASE_URL', async () => {
    const port = await freePort();

    const error = await caught(
      provider({ baseURL: `http://127.0.0.1:${port}/v1` }).extractInvitation(image, 'English'),
    );

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toBe(
      'The AI service could not be reached (connection refused). Check OPENAI_BASE_URL or try again later.',
    );
  });

  it('says how long it waited when the server does not answer in time', async () => {
    ai.reply({ content: JSON.stringify(MODEL_EXTRACTION), delayMs: 2000 });

    const error = await caught(provider({ timeoutMs: 200, maxRetries: 0 }).extractInvitation(image, 'English'));

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toBe(
      'The AI service did not answer within 0.2 seconds. Try again later, or check OPENAI_BASE_URL.',
    );
  });
});

function letterInput(language: LetterInput['language']): LetterInput {
  return {
    language,
    senderName: 'Anand Rao',
    organizationName: 'Seva Trust',
    details: {
      hosts: ['Sri Ramesh Kumar', 'Smt. Lakshmi'],
      eventName: 'Wedding of Priya and Arjun',
      eventType: 'wedding',
      date: '12 March 2025',
      time: '10:30 AM',
      venue: 'Sri Krishna Kalyana Mantapa, Jayanagar, Bengaluru',
      inviterEmail: '',
      inviterPhone: '',
      rawText: 'Shubha Vivaha\nPriya weds Arjun',
    },
  };
}

const ENGLISH_LETTERS = {
  normal:
    'Dear Ramesh Kumar ji,\n\nThank you for your kind invitation to the wedding of Priya and Arjun on 12 March 2025 at Sri Krishna Kalyana Mantapa, Jayanagar, Bengaluru. We gladly accept.\n\nYours sincerely,\nAnand Rao\nSeva Trust',
  finetuned:
    'Dear Ramesh Kumar ji,\n\nI was truly delighted to receive your warm invitation to the wedding of Priya and Arjun on 12 March 2025. I look forward to being with you.\n\nWith warm regards,\nAnand Rao\nSeva Trust',
};

const KANNADA_LETTERS = {
  normal:
    'ಗೌರವಾನ್ವಿತ ರಮೇಶ್ ಕುಮಾರ್ ಅವರಿಗೆ,\n\nಪ್ರಿಯಾ ಮತ್ತು ಅರ್ಜುನ್ ಅವರ ವಿವಾಹಕ್ಕೆ ನೀವು ನೀಡಿದ ಆಹ್ವಾನಕ್ಕೆ ಹೃತ್ಪೂರ್ವಕ ಧನ್ಯವಾದಗಳು. ನಾವು ಸಂತೋಷದಿಂದ ಆಹ್ವಾನವನ್ನು ಸ್ವೀಕರಿಸುತ್ತೇವೆ.\n\nವಂದನೆಗಳೊಂದಿಗೆ,\nಆನಂದ್ ರಾವ್\nಸೇವಾ ಟ್ರಸ್ಟ್',
  finetuned:
    'ಪ್ರೀತಿಯ ರಮೇಶ್ ಕುಮಾರ್ ಅವರೇ,\n\nನಿಮ್ಮ ಆತ್ಮೀಯ ಆಹ್ವಾನವನ್ನು ಸ್ವೀಕರಿಸಿ ನನಗೆ ಬಹಳ ಸಂತೋಷವಾಯಿತು. ನವದಂಪತಿಗಳಿಗೆ ನನ್ನ ಶುಭಾಶಯಗಳು.\n\nಆತ್ಮೀಯ ವಂದನೆಗಳೊಂದಿಗೆ,\nಆನಂದ್ ರಾವ್\nಸೇವಾ ಟ್ರಸ್ಟ್',
};

describe('writeLetters', () => {
  it('asks for both letters in the language and returns them', async () => {
    ai.reply(JSON.stringify(ENGLISH_LETTERS));

    const letters = await provider().writeLetters(letterInput('English'));

    expect(letters).toEqual(ENGLISH_LETTERS);
    const request = ai.requests[0]!.body;
    expect(request.model).toBe(MODEL);
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect(systemText(0)).toContain('entirely in English, in Latin script');
    expect(systemText(0)).toContain('the first host, Sri Ramesh Kumar,');
    expect(systemText(0)).toContain('"Anand Rao" and then "Seva Trust"');
    const user = ai.requests[0]!.body.messages.find((m) => m.role === 'user')!.content as string;
    expect(user).toContain('Sri Krishna Kalyana Mantapa, Jayanagar, Bengaluru');
    expect(user).toContain('12 March 2025');
  });

  it('accepts letters in the native script', async () => {
    ai.reply(JSON.stringify(KANNADA_LETTERS));

    const letters = await provider().writeLetters(letterInput('Kannada'));

    expect(letters).toEqual(KANNADA_LETTERS);
    expect(systemText(0)).toContain('entirely in Kannada, in Kannada script');
  });

  it('asks again when the letters come back in the wrong script', async () => {
    ai.reply(JSON.stringify(ENGLISH_LETTERS), JSON.stringify(KANNADA_LETTERS));

    const letters = await provider().writeLetters(letterInput('Kannada'));

    expect(letters).toEqual(KANNADA_LETTERS);
    expect(ai.requests[1]!.body.messages.at(-1)!.content).toContain('normal is not written in Kannada (Kannada script)');
  });

  it('asks again, shorter, when the answer was cut off', async () => {
    ai.reply({ content: '{"normal": "Dear Ramesh', finishReason: 'length' }, JSON.stringify(ENGLISH_LETTERS));

    const letters = await provider().writeLetters(letterInput('English'));

    expect(letters).toEqual(ENGLISH_LETTERS);
    expect(ai.requests[1]!.body.messages.at(-1)!.content).toContain('cut off');
  });

  it('fails with an UpstreamError saying what was wrong after a second bad answer', async () => {
    ai.reply('I cannot help with that.', JSON.stringify({ normal: 'Hi', finetuned: ENGLISH_LETTERS.finetuned }));

    const error = await caught(provider().writeLetters(letterInput('English')));

    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toBe(
      'The AI service did not write usable letters (normal is missing or too short to be a letter). Try again; if it keeps failing, check OPENAI_MODEL.',
    );
    expect(ai.requests).toHaveLength(2);
  });
});

describe('extractIdCard', () => {
  it('reads a business card into contact fields', async () => {
    ai.reply(
      JSON.stringify({
        name: 'Dr. Meena Rao',
        email: 'meena.rao@example.com',
        phone: '080-2345 6789 / 98450 54321',
        company: 'City Hospital',
        position: 'Chief Surgeon',
        profession: 'Doctor',
        address: ['12 MG Road', 'Bengaluru 560001'],
        unreadable: false,
      }),
    );

    const card = await provider().extractIdCard(image);

    expect(card).toEqual({
      name: 'Dr. Meena Rao',
      email: 'meena.rao@example.com',
      phone: '918023456789',
      company: 'City Hospital',
      position: 'Chief Surgeon',
      profession: 'Doctor',
      address: '12 MG Road, Bengaluru 560001',
      website: '',
      notes: '',
    });
    expect(userParts(0).some((p) => p.type === 'image_url' && p.image_url.url.startsWith('data:image/png;base64,'))).toBe(true);
  });
});

describe('firstPhoneNumber', () => {
  it.each([
    ['98450 12345', '919845012345'],
    ['+91 98450-12345', '919845012345'],
    ['098450 12345', '919845012345'],
    ['0091 98450 12345', '919845012345'],
    ['+1 (415) 555-0100', '14155550100'],
    ['98450 12345, 98450 54321', '919845012345'],
    ['12345', ''],
    ['', ''],
  ])('%s → %s', (raw, digits) => {
    expect(firstPhoneNumber(raw)).toBe(digits);
  });
});

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
