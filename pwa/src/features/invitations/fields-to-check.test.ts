import { describe, expect, it } from 'vitest';
import { fieldsToCheck } from './fields-to-check';

const read = (extra: Record<string, unknown>) =>
  JSON.stringify({ hosts: ['Ramesh'], eventName: 'Wedding', eventType: 'wedding', date: '12 March 2026', time: '', venue: 'Hall', inviterEmail: '', inviterPhone: '', rawText: '', ...extra });

describe('fieldsToCheck', () => {
  it('gives the filled fields read with low confidence', () => {
    const got = fieldsToCheck(read({ confidence: { hosts: 0.55, eventName: 0.85, date: 0.6, venue: 0.95, eventType: 0.45 } }));
    expect([...got].sort()).toEqual(['date', 'eventType', 'hosts']);
  });

  it('leaves out a doubted field the reader left empty', () => {
    expect([...fieldsToCheck(read({ time: '', confidence: { time: 0.3 } }))]).toEqual([]);
  });

  it('marks nothing for rows without confidence, the AI reader, odd values and no data', () => {
    expect(fieldsToCheck(read({})).size).toBe(0);
    expect(fieldsToCheck(read({ confidence: { hosts: 'low' } })).size).toBe(0);
    expect(fieldsToCheck('not json').size).toBe(0);
    expect(fieldsToCheck(null).size).toBe(0);
  });
});
