import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { binary } from '../../../test-support/binary';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { completedInvitation } from '../../../test-support/factories';

/** A real SMTP receiver on loopback; every message is parsed as a mail client would. */
async function startSmtp(options: { rejectRcpt?: string } = {}) {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.rejectRcpt && address.address === options.rejectRcpt) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, envelopes, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

describe('with a real SMTP server (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    smtp = await startSmtp({ rejectRcpt: 'bounce@example.org' });
    t = createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Seva Trust <letters@seva.example>' });
    org = await signedInOrg(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('send-to-inviter delivers the given text to the inviter with the PDF attached, and records it', async () => {
    const id = await completedInvitation(t, org.admin, { fileName: 'priya-wedding.jpeg' });
    const edited = 'Dear Shri Ramesh Kumar ji,\n\nThank you — we will be there with our blessings.\n\nYours sincerely,\nRavi Kumar';
    await org.admin.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: edited }).expect(200);
    const mail = smtp.received.at(-1)!;
    expect(smtp.envelopes.at(-1)).toEqual(['host@example.org']);
    expect(mail.subject).toBe('Thank you for your invitation: Wedding of Priya and Arjun');
    expect(mail.from?.text).toContain('letters@seva.example');
    // The organisation is the sender's display name, whatever MAIL_FROM's own name is.
    expect(mail.from?.value[0]?.name).toMatch(/^Seva Trust \S+$/);
    expect(mail.replyTo?.text).toContain(org.body.adminEmail);
    // A short note above the letter, then the letter as given.
    expect(mail.text?.trim()).toBe(`Please find our reply to your kind invitation below; it is also attached as a PDF.\n\n${edited}`);
    expect(mail.attachments).toHaveLength(1);
    // Named from the event and the host, not the uploaded photo.
    expect(mail.attachments[0]).toMatchObject({ filename: 'wedding-of-priya-and-arjun_shri-ramesh-kumar_reply.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const details = (await org.admin.get(`/api/invitations/${id}`)).body;
    expect(details.deliveries[0]).toMatchObject({ channel: 'email', recipient: 'host@example.org', status: 'sent' });
  });

  it('send mails the stored letter, the user’s edit when there is one', async () => {
    const id = await completedInvitation(t, org.assistant);
    await org.assistant.put(`/api/invitations/${id}/letters`).send({ tab: 'normal', text: 'Dear host,\n\nEdited and kept.\n\nRavi' }).expect(204);
    await org.assistant.post(`/api/invitations/${id}/send`).expect(200);
    expect(smtp.received.at(-1)!.text).toContain('Edited and kept.');
  });

  it('send-letter-for-review emails the PDF to the organization’s admin and keeps a copy', async () => {
    const id = await completedInvitation(t, org.assistant);
    await org.assistant.post(`/api/invitations/${id}/send-letter-for-review`).send({ finalLetter: 'Dear host,\n\nFor review.\n\nMeena' }).expect(200);
    expect(smtp.envelopes.at(-1)).toEqual([org.body.adminEmail]);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toMatch(/^For review: /);
    expect(mail.text).toContain('Meena Rao asks you to review');
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(readdirSync(join(t.dataDir, 'pdfs')).length).toBeGreaterThan(0);
  });

  it('answers 400 with a message to add the email when the inviter has none', async () => {
    const id = await completedInvitation(t, org.admin, { email: null });
    const res = await org.admin.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: 'Hello' }).expect(400);
    expect(res.body.message).toBe("Add the inviter's email address first, then send again.");
  });

  it('answers 502 with the server’s reason when SMTP refuses, records the failure, and succeeds on retry', async () => {
    const id = await completedInvitation(t, org.admin, { email: 'bounce@example.org' });
    const res = await org.admin.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: 'Hello' }).expect(502);
    expect(res.body).toMatchObject({ error: 'upstream_failed', message: expect.stringMatching(/^The mail server did not accept the message: .*mailbox unavailable/) });
    let details = (await org.admin.get(`/api/invitations/${id}`)).body;
    expect(details.deliveries[0]).toMatchObject({ channel: 'email', status: 'failed' });
    await org.admin.post(`/api/invitations/${id}/update-email`).send({ inviterEmail: 'host2@example.org' }).expect(200);
    await org.admin.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: 'Hello' }).expect(200);
    details = (await org.admin.get(`/api/invitations/${id}`)).body;
    expect(details.deliveries.map((d: { status: string }) => d.status)).toEqual(['sent', 'failed']);
  });
});

describe('with the embedded defaults', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    t = createTestApp();
    org = await signedInOrg(t);
  });
  afterAll(() => t.close());

  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const id = await completedInvitation(t, org.admin);
    const res = await org.admin.post(`/api/invitations/${id}/send-to-inviter`).send({ finalLetter: 'Dear host,\n\nWritten to disk.\n\nRavi' }).expect(200);
    expect(res.body.status).toBe('written');
    const files = readdirSync(join(t.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(t.dataDir, 'mail', files[0]!)));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('host@example.org');
    expect(mail.text).toContain('Written to disk.');
    expect(mail.attachments[0]!.filename).toBe('wedding-of-priya-and-arjun_shri-ramesh-kumar_reply.pdf');
  });

  it('answers WhatsApp with a click-to-chat link carrying the letter', async () => {
    const id = await completedInvitation(t, org.admin, { phone: '919845012345' });
    const letter = 'नमस्ते,\n\nधन्यवाद & शुभकामनाएँ!';
    const res = await org.admin.post(`/api/invitations/${id}/send-letter`).send({ finalLetter: letter }).expect(200);
    expect(res.body).toEqual({ sent: false, openUrl: `https://wa.me/919845012345?text=${encodeURIComponent(letter)}` });
    expect((await org.admin.get(`/api/invitations/${id}`)).body.deliveries[0]).toMatchObject({
      channel: 'whatsapp',
      status: 'link',
      detail: 'WhatsApp was opened with the letter; it is sent only if Send was pressed there.',
    });
  });

  it('answers 400 for WhatsApp without a valid phone', async () => {
    const id = await completedInvitation(t, org.admin, { phone: null });
    const res = await org.admin.post(`/api/invitations/${id}/send-letter`).send({ finalLetter: 'Hi' }).expect(400);
    expect(res.body.message).toMatch(/phone number/);
  });

  it('download-pdf answers application/pdf named after the upload', async () => {
    const id = await completedInvitation(t, org.admin, { fileName: 'griha pravesh.card.png' });
    const res = await org.admin
      .post(`/api/invitations/${id}/download-pdf`)
      .send({ letterContent: 'Dear host,\n\nA PDF.\n\nRavi' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="griha pravesh.card_response_letter.pdf"');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 400 for an empty letter and 404 for another organization', async () => {
    const id = await completedInvitation(t, org.admin);
    await org.admin.post(`/api/invitations/${id}/download-pdf`).send({ letterContent: '   ' }).expect(400);
    const stranger = await signedInOrg(t);
    await stranger.admin.post(`/api/invitations/${id}/download-pdf`).send({ letterContent: 'x' }).expect(404);
    await stranger.admin.post(`/api/invitations/${id}/send-letter`).send({ finalLetter: 'x' }).expect(404);
  });

  it('keeps letter edits per tab and forgets an edit equal to the stored letter', async () => {
    const id = await completedInvitation(t, org.admin, { normal: 'Stored normal', finetuned: 'Stored finetuned' });
    await org.admin.put(`/api/invitations/${id}/letters`).send({ tab: 'finetuned', text: 'My finetuned edit' }).expect(204);
    let got = (await org.admin.get(`/api/invitations/${id}`)).body;
    expect(got).toMatchObject({ editedLetter: null, editedLetterFinetuned: 'My finetuned edit' });
    await org.admin.put(`/api/invitations/${id}/letters`).send({ tab: 'finetuned', text: 'Stored finetuned' }).expect(204);
    got = (await org.admin.get(`/api/invitations/${id}`)).body;
    expect(got.editedLetterFinetuned).toBeNull();
    await org.admin.put(`/api/invitations/${id}/letters`).send({ tab: 'other', text: 'x' }).expect(400);
  });
});

describe('with the WhatsApp Cloud API configured', () => {
  let api: Server;
  const calls: Array<{ url: string; auth: string; body: Record<string, unknown> }> = [];
  let status = 200;
  let t: TestApp;
  let org: Awaited<ReturnType<typeof signedInOrg>>;
  beforeAll(async () => {
    // A stand-in speaking the Cloud API's wire format.
    api = createServer(async (req, res) => {
      calls.push({ url: req.url!, auth: req.headers.authorization ?? '', body: JSON.parse(await bodyOf(req)) });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(
        status === 200
          ? JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: '919845012345', wa_id: '919845012345' }], messages: [{ id: 'wamid.HBgLOTE5ODQ1MDEyMzQ1FQIAERgSQUI=' }] })
          : JSON.stringify({ error: { message: '(#131030) Recipient phone number not in allowed list', type: 'OAuthException', code: 131030 } }),
      );
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const port = (api.address() as AddressInfo).port;
    t = createTestApp({ WHATSAPP_TOKEN: 'EAAG-test-token', WHATSAPP_PHONE_NUMBER_ID: '1098765432', WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0` });
    org = await signedInOrg(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => api.close(r));
  });
  afterEach(() => {
    status = 200;
  });

  it('sends a text message to the inviter’s phone', async () => {
    const id = await completedInvitation(t, org.admin, { phone: '919845012345' });
    const res = await org.admin.post(`/api/invitations/${id}/send-letter`).send({ finalLetter: 'Dear host, thank you.' }).expect(200);
    expect(res.body).toEqual({ sent: true });
    expect(calls.at(-1)).toEqual({
      url: '/v21.0/1098765432/messages',
      auth: 'Bearer EAAG-test-token',
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: '919845012345', type: 'text', text: { preview_url: false, body: 'Dear host, thank you.' } },
    });
    expect((await org.admin.get(`/api/invitations/${id}`)).body.deliveries[0]).toMatchObject({ status: 'sent', detail: 'wamid.HBgLOTE5ODQ1MDEyMzQ1FQIAERgSQUI=' });
  });

  it('answers 502 with WhatsApp’s reason when the API refuses', async () => {
    status = 400;
    const id = await completedInvitation(t, org.admin);
    const res = await org.admin.post(`/api/invitations/${id}/send-letter`).send({ finalLetter: 'Hi' }).expect(502);
    expect(res.body.message).toBe('WhatsApp did not send the message: (#131030) Recipient phone number not in allowed list');
  });
});

describe('the delivery record', () => {
  it('says a mail kept in the mail outbox was not sent, with no file name or server path', async () => {
    const t = createTestApp();
    try {
      const org = await signedInOrg(t);
      const id = await completedInvitation(t, org.admin);
      await org.admin.post(`/api/invitations/${id}/send`).expect(200);
      const [delivery] = (await org.admin.get(`/api/invitations/${id}`)).body.deliveries;
      expect(delivery.status).toBe('written');
      expect(delivery.detail).toBe('Not sent: mail is not set up on this server, so the email was kept in its mail outbox.');
      expect(delivery.detail).not.toMatch(/\.eml|\//);
    } finally {
      await t.close();
    }
  });
});
