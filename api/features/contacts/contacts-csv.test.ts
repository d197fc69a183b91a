import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOrg, type TestApp } from '../../../test-support/test-app';
import { binary } from '../../../test-support/binary';
import { csvCell } from './contacts-csv';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

/** RFC 4180 read back: quoted fields, "" for a quote, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('GET /api/contacts/export.csv', () => {
  it('exports the organization’s contacts as UTF-8 CSV with a BOM, Indic names intact and formulas neutralised', async () => {
    const mine = await signedInOrg(t);
    const other = await signedInOrg(t);
    await mine.admin.post('/api/contacts').send({ name: 'ಶ್ರೀನಿವಾಸ ರಾವ್', phone: '9845012345', notes: 'Met at "the" wedding, Mysuru\nSecond line' }).expect(201);
    await mine.admin.post('/api/contacts').send({ name: 'Formula Person', phone: '9845054321', company: '=HYPERLINK("http://evil.example","x")' }).expect(201);
    await other.admin.post('/api/contacts').send({ name: 'Other Org Person', phone: '9845099999' }).expect(201);

    const res = await mine.admin.get('/api/contacts/export.csv').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toContain('sahayak-contacts.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['Name', 'Phone', 'Email', 'Company', 'Position', 'Profession', 'Address', 'Latitude', 'Longitude', 'Location', 'Notes', 'Event']);
    expect(rows).toHaveLength(3);
    const indic = rows.find((r) => r[1] === '9845012345')!;
    expect(indic[0]).toBe('ಶ್ರೀನಿವಾಸ ರಾವ್');
    expect(indic[10]).toBe('Met at "the" wedding, Mysuru\nSecond line');
    const formula = rows.find((r) => r[0] === 'Formula Person')!;
    expect(formula[3]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(rows.some((r) => r[0] === 'Other Org Person')).toBe(false);
  });

  it('exports only what the list search finds when given one, as CSV and as vCard', async () => {
    const org = await signedInOrg(t);
    await org.admin.post('/api/contacts').send({ name: 'Lakshmi Rao', phone: '9845011111', company: 'Rao Clinic' }).expect(201);
    await org.admin.post('/api/contacts').send({ name: 'Meera Iyer', phone: '9845022222', company: 'Blue Peak' }).expect(201);
    await org.admin.post('/api/contacts').send({ name: 'Kiran Kumar', phone: '9845033333', company: 'Rao Memorial Hospital' }).expect(201);

    const csv = await org.admin.get('/api/contacts/export.csv?q=rao').buffer(true).parse(binary).expect(200);
    const names = parseCsv((csv.body as Buffer).toString('utf8').slice(1)).slice(1).map((r) => r[0]);
    expect(names.sort()).toEqual(['Kiran Kumar', 'Lakshmi Rao']);
    const vcf = await org.admin.get('/api/contacts/export.vcf?q=Meera').expect(200);
    expect(vcf.text.match(/^FN:/gm)).toHaveLength(1);
    expect(vcf.text).toContain('FN:Meera Iyer');
    // Without a search, all three; a search too long for the list's box is refused.
    expect(((await org.admin.get('/api/contacts/export.vcf').expect(200)).text.match(/^FN:/gm) ?? []).length).toBe(3);
    await org.admin.get(`/api/contacts/export.csv?q=${'x'.repeat(101)}`).expect(400);
  });

  it('needs a signed-in user', async () => {
    await t.request.get('/api/contacts/export.csv').expect(401);
  });
});

describe('csvCell', () => {
  it('prefixes every formula start and doubles quotes', () => {
    expect(['=1+1', '+91 98450', '-2', '@SUM(A1)', '\tx', 'plain'].map(csvCell)).toEqual(["\"'=1+1\"", "\"'+91 98450\"", "\"'-2\"", "\"'@SUM(A1)\"", "\"'\tx\"", '"plain"']);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
