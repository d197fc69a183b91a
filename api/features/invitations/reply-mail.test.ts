/**
 * The mail around a reply letter, in the letter's language: subject, note, attachment name, and
 * the organisation as the From display name — down to the .eml file the embedded mailer writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { LANGUAGES } from '@shared/limits';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { completedInvitation } from '../../../test-support/factories';
import { replyFileName, replyMail } from './reply-mail';
import { toNodemailer } from '../../adapters/mail/message';

const SCRIPT = { English: /[A-Za-z]/, Hindi: /[\u0900-\u097F]/, Kannada: /[\u0C80-\u0CFF]/, Tamil: /[\u0B80-\u0BFF]/, Telugu: /[\u0C00-\u0C7F]/, Malayalam: /[\u0D00-\u0D7F]/, Sanskrit: /[\u0900-\u097F]/ } as const;

describe('replyMail()', () => {
  for (const language of LANGUAGES) {
    it(`${language}: subject and note in the letter's language, the event in its script`, () => {
      const mail = replyMail({ language, details: { hosts: ['Shri Ramesh Kumar'], eventName: 'Griha Pravesham' }, letter: 'L', organizationName: 'Seva Trust', uploadedName: 'card.jpg' });
      const [thanks, event] = mail.subject.split(': ');
      expect([...thanks!].filter((c) => /\p{L}/u.test(c)).every((c) => SCRIPT[language].test(c))).toBe(true);
      if (language !== 'English') expect(mail.subject).not.toMatch(/[A-Za-z]/);
      // Tamil calls a Sanskrit event name ('Griha Pravesham') by its own words in the letter, not in the subject.
      if (language === 'Tamil') expect(event).toBeUndefined();
      else expect(event).toBeTruthy();
      expect(mail.text.endsWith('\n\nL')).toBe(true);
      expect(mail.text.split('\n')[0]).toMatch(SCRIPT[language]);
      if (language === 'English') expect(mail.fromName).toBe('Seva Trust');
      else expect(mail.fromName).toMatch(new RegExp(`^${SCRIPT[language].source}[^A-Za-z]* \\(Seva Trust\\)$`));
    });
  }

  it("signs the mail with the organisation's own form in the letter's language when it set one", () => {
    const mail = replyMail({ language: 'Kannada', details: null, letter: 'L', organizationName: 'Seva Trust', localOrganizationName: 'ಸೇವಾ ಟ್ರಸ್ಟ್', uploadedName: 'card.jpg' });
    expect(mail.fromName).toBe('ಸೇವಾ ಟ್ರಸ್ಟ್ (Seva Trust)');
  });

  it('names the event in the language\'s own words when the card printed English words', () => {
    expect(replyMail({ language: 'Kannada', details: { hosts: [], eventName: 'Wedding Reception' }, letter: '', organizationName: '', uploadedName: 'x.jpg' }).subject).toBe('ತಮ್ಮ ಆಹ್ವಾನಕ್ಕೆ ಧನ್ಯವಾದಗಳು');
  });

  it('names the attachment from the event and the host: ASCII for Latin names, the script for others, the photo without either', () => {
    expect(replyFileName('English', { hosts: ['Mr. & Mrs. Ramesh Sharma'], eventName: 'Wedding Ceremony' }, 'IMG_2041.jpg')).toBe('wedding-ceremony_ramesh-sharma_reply.pdf');
    expect(replyFileName('Kannada', { hosts: ['ಶ್ರೀ ಮಂಜುನಾಥ್ ಅವರು'], eventName: 'ಗೃಹಪ್ರವೇಶ' }, 'IMG.jpg')).toBe('ಗೃಹಪ್ರವೇಶ_ಶ್ರೀ-ಮಂಜುನಾಥ್_ಉತ್ತರ.pdf');
    expect(replyFileName('Hindi', { hosts: ['../../etc "x"'], eventName: '' }, 'IMG.jpg')).toBe('etc-x_reply.pdf');
    expect(replyFileName('Tamil', { hosts: [], eventName: '' }, 'IMG_2041.jpg')).toBe('IMG_2041_response_letter.pdf');
  });

  it('keeps the configured From address under the organisation\'s name', () => {
    expect(toNodemailer('Sahayak <sahayak@localhost>', { to: 'a@b.c', subject: 's', text: 't', fromName: 'Seva Trust' }).from).toEqual({ name: 'Seva Trust', address: 'sahayak@localhost' });
    expect(toNodemailer('Sahayak <sahayak@localhost>', { to: 'a@b.c', subject: 's', text: 't' }).from).toBe('Sahayak <sahayak@localhost>');
  });
});

describe('the .eml of a Kannada reply', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    t = createTestApp();
    org = await signedInOrg(t);
  });
  afterAll(() => t.close());

  it('has a Kannada subject, the organisation as sender and a named attachment', async () => {
    const id = await completedInvitation(t, org.admin, { language: 'Kannada', eventName: 'ಗೃಹಪ್ರವೇಶ' });
    await org.admin.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: 'ಮಾನ್ಯರೇ,\n\nಧನ್ಯವಾದಗಳು.\n\nರವಿ' }).expect(200);
    const [file] = readdirSync(join(t.dataDir, 'mail'));
    const mail = await simpleParser(readFileSync(join(t.dataDir, 'mail', file!)));
    expect(mail.subject).toBe('ತಮ್ಮ ಆಹ್ವಾನಕ್ಕೆ ಧನ್ಯವಾದಗಳು: ಗೃಹಪ್ರವೇಶ');
    // The organisation in Kannada (spelled out, as it set no Kannada form), its Latin name after.
    expect(mail.from?.value[0]?.name).toMatch(/^[\u0C80-\u0CFF][^A-Za-z]* \(Seva Trust \S+\)$/);
    expect(mail.text).toContain('ಲಗತ್ತಿಸಲಾಗಿದೆ');
    expect(mail.attachments[0]!.filename).toBe('ಗೃಹಪ್ರವೇಶ_ಶ್ರೀ-ರಮೇಶ್-ಕುಮಾರ್_ಉತ್ತರ.pdf');
  });
});
