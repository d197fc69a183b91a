import { join } from 'node:path';
import { openDb } from '../api/db/connection';
import { contactsRepo } from '../api/features/contacts/contacts.repo';
import { invitationsRepo } from '../api/features/invitations/invitations.repo';

/*
 * A grown organization written straight into the running server's database through the same
 * repos the API uses: 10,000 POSTs would take minutes on this machine and test nothing extra.
 * WAL and the busy timeout let this connection write beside the server's.
 */

const FIRST = ['Ravi', 'Meena', 'Anita', 'Suresh', 'Lakshmi', 'Arjun', 'Priya', 'Venkatesh', 'Kavya', 'Mahesh', 'Deepa', 'Rahul'];
const LAST = ['Kumar', 'Rao', 'Desai', 'Gowda', 'Iyer', 'Nair', 'Sharma', 'Reddy', 'Patil', 'Menon', 'Hegde', 'Joshi'];
const CITIES = ['Bengaluru, Karnataka, India', 'Mysuru, Karnataka, India', 'Chennai, Tamil Nadu, India', 'Kochi, Kerala, India'];
/** Each city's centre; contacts are spread a few kilometres around it, so the map has crowds to cluster. */
const CENTRES: Array<[number, number]> = [[12.9716, 77.5946], [12.2958, 76.6394], [13.0827, 80.2707], [9.9312, 76.2673]];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** The i-th seeded contact's name and phone: unique, so a search finds exactly one. */
export const seededName = (i: number) => `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))} ${String(i).padStart(5, '0')}`;
export const seededPhone = (i: number) => `+91 98450 ${String(10000 + i).padStart(5, '0')}`;

function owner(db: ReturnType<typeof openDb>, email: string) {
  const user = db.get<{ id: number; org_id: number }>('SELECT id, org_id FROM users WHERE email = ?', email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** Adds `count` contacts to the organization of the user with `email`. */
export function seedContacts(dataDir: string, email: string, count: number): void {
  const db = openDb(join(dataDir, 'sahayak.sqlite'));
  try {
    const user = owner(db, email);
    const contacts = contactsRepo(db);
    db.tx(() => {
      for (let i = 0; i < count; i++) {
        const city = pick(CITIES, i);
        contacts.insert(user.org_id, user.id, null, {
          name: seededName(i),
          phone: seededPhone(i),
          email: `contact${i}@example.org`,
          company: `${pick(LAST, i)} Memorial Hospital`,
          position: 'Chief Medical Officer',
          profession: 'Doctor',
          address: `${100 + i}, 4th Cross, Jayanagar, ${city}`,
          // Scattered by two primes: no two contacts share a spot.
          latitude: (pick(CENTRES, i)[0] + ((i * 7919) % 10007) / 50_000 - 0.1).toFixed(5),
          longitude: (pick(CENTRES, i)[1] + ((i * 104729) % 10009) / 50_000 - 0.1).toFixed(5),
          locationName: city,
          notes: null,
          eventTag: null,
        }, null);
      }
    });
  } finally {
    db.close();
  }
}

/** Adds `count` finished invitations (extracted data and a letter) to that organization. */
export function seedInvitations(dataDir: string, email: string, count: number): void {
  const db = openDb(join(dataDir, 'sahayak.sqlite'));
  try {
    const user = owner(db, email);
    const invitations = invitationsRepo(db);
    db.tx(() => {
      for (let i = 0; i < count; i++) {
        const id = invitations.insert({ orgId: user.org_id, userId: user.id, clientId: null, fileName: `wedding-card-${i}.jpg`, imagePath: `/data/uploads/none-${i}.jpg`, imageBytes: 1000, language: 'English' });
        const event = `Wedding of ${pick(FIRST, i + 5)} and ${pick(FIRST, i + 7)} ${i}`;
        invitations.saveExtracted(id, JSON.stringify({ hosts: [`Shri ${pick(LAST, i)}`], eventName: event, date: '12 March 2026', venue: 'Sri Krishna Hall' }), `host${i}@example.org`, `9198450${20000 + i}`);
        invitations.saveLetters(id, `Dear host,\n\nThank you for inviting us to the ${event}.`, '');
        invitations.setStatus(id, 'completed');
      }
    });
  } finally {
    db.close();
  }
}
