import { describe, expect, it } from 'vitest';
import { extractCardFields } from './card-rules';

const text = ['Harini Venkatesh', 'Creative Director', 'Lotus Prints Pvt Ltd', 'Mob: 98860 23456', 'E-mail: harini@lotusprints.in'].join('\n');
const read = (confidence: Record<string, number>) => text.split('\n').map((line) => ({ text: line, confidence: confidence[line] ?? 92 }));

describe('extractCardFields with the OCR line confidence', () => {
  it('marks a field read off a line the OCR doubted, keeping what was read', () => {
    const got = extractCardFields(text, 'English', read({ 'Lotus Prints Pvt Ltd': 41, 'Mob: 98860 23456': 55 }));
    expect(got).toMatchObject({ company: 'Lotus Prints Pvt Ltd', phone: '919886023456' });
    expect(got.confidence).toMatchObject({ company: 0.6, phone: 0.6, email: 0.95, position: 0.85 });
  });

  it('leaves the confidence of lines read cleanly, and of text given without lines, as the rules say', () => {
    expect(extractCardFields(text, 'English', read({})).confidence).toEqual(extractCardFields(text, 'English').confidence);
  });
});
