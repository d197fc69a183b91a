import { createTestApp, signedInOrg, type TestApp } from './test-app';
import type { ExtractedData } from '@shared/schemas/invitations';
import { sampleImage } from './images';
import type supertest from 'supertest';

/**
 * An uploaded invitation moved straight to `completed` with the given letters, for tests of what
 * happens after the pipeline (sending, PDFs, edits). The pipeline itself has its own tests.
 */
export async function completedInvitation(
  t: TestApp,
  agent: ReturnType<typeof supertest.agent>,
  fields: { normal?: string; finetuned?: string; email?: string | null; phone?: string | null; eventName?: string; fileName?: string; language?: string } = {},
): Promise<number> {
  const upload = await agent
    .post('/api/invitations')
    .field('language', fields.language ?? 'English')
    .attach('image', await sampleImage('jpeg'), fields.fileName ?? 'wedding-card.jpg')
    .expect(201);
  const id = upload.body.id as number;
  const extracted = { hosts: ['Shri Ramesh Kumar'], eventName: fields.eventName ?? 'Wedding of Priya and Arjun', eventType: 'wedding', date: '12 March 2026', time: '7:30 PM', venue: 'Sri Krishna Convention Hall, Bengaluru', inviterEmail: '', inviterPhone: '', rawText: '' };
  t.db.tx(() => {
    t.db.run('DELETE FROM jobs WHERE invitation_id = ?', id);
    t.db.run(
      `UPDATE invitations SET status = 'completed', extracted_data = ?, generated_letter = ?, generated_letter_finetuned = ?, inviter_email = ?, inviter_phone = ? WHERE id = ?`,
      JSON.stringify(extracted),
      fields.normal ?? 'Dear Shri Ramesh Kumar ji,\n\nThank you for your kind invitation.\n\nYours sincerely,\nRavi Kumar\nSeva Trust',
      fields.finetuned ?? 'Dear Shri Ramesh Kumar ji,\n\nI was delighted to receive your invitation.\n\nWith warm regards,\nRavi Kumar\nSeva Trust',
      fields.email === undefined ? 'host@example.org' : fields.email,
      fields.phone === undefined ? '919845012345' : fields.phone,
      id,
    );
  });
  return id;
}

/** A contact with every field filled, located in Bengaluru. */
export const SAMPLE_CONTACT = {
  name: 'Dr. Anita Desai',
  phone: '+91 98450 11111',
  email: 'anita@example.org',
  company: 'City Hospital',
  position: 'Chief Surgeon',
  profession: 'Doctor',
  address: 'MG Road, Bengaluru',
  latitude: '12.9716',
  longitude: '77.5946',
  locationName: 'Bengaluru, Karnataka, India',
  notes: 'Met at the health camp',
} as const;

/** The invitation once the pipeline has finished with it (completed or error), as the detail call answers it. */
export async function settledInvitation(agent: ReturnType<typeof supertest.agent>, id: number, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const res = await agent.get(`/api/invitations/${id}`).expect(200);
    if (res.body.status === 'completed' || res.body.status === 'error') return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`invitation ${id} not finished in ${timeoutMs} ms`);
}

/**
 * An app with its pipeline worker running whose reader "reads" `details` off any photo, and a
 * signed-in organization: for tests of what the pipeline and the letters do with read details.
 */
export async function appReading(details: ExtractedData) {
  const t = createTestApp({}, { startWorker: true });
  t.ports.ai.extractInvitation = async () => details;
  const org = await signedInOrg(t);
  return { t, org, settled: (id: number) => settledInvitation(org.admin, id) };
}
