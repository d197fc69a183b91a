import { describe, expect, it } from 'vitest';
import { escapeContentText, foldContentLine } from './content-lines';

describe('content lines (vCard and iCalendar)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeContentText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a long ASCII line into 75-octet lines that join back', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldContentLine(line);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' ') && p.length <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldContentLine('SHORT:x')).toBe('SHORT:x');
  });
});
