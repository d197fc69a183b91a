import { describe, expect, it } from 'vitest';
import { oneScript } from './one-script';

describe('a chief guest named with an office', () => {
  it.each([
    ['Hindi', 'विधायक श्री के. श्रीनिवास'],
    ['Kannada', 'ಶಾಸಕರಾದ ಶ್ರೀ ಕೆ. ಶ್ರೀನಿವಾಸ್'],
    ['Tamil', 'சட்டமன்ற உறுப்பினர் ஸ்ரீ கே. ஸ்ரீனிவாஸ்'],
    ['Telugu', 'శాసనసభ్యులైన శ్రీ కె. శ్రీనివాస్'],
    ['Malayalam', 'എം.എൽ.എ. ശ്രീ കെ. ശ്രീനിവാസ്'],
  ] as const)('%s: the office in the language’s own word, before the name', (language, expected) => {
    expect(oneScript(language).person('Sri K. Srinivas, MLA')).toBe(expected);
    expect(oneScript(language).person('Sri K. Srinivas, M.L.A.')).toBe(expected);
  });

  it('keeps a name with an unknown tail, and English as printed', () => {
    expect(oneScript('Hindi').person('Sri K. Srinivas, Hubballi')).toBe(oneScript('Hindi').name('Sri K. Srinivas, Hubballi'));
    expect(oneScript('English').person('Sri K. Srinivas, MLA')).toBe('Sri K. Srinivas, MLA');
  });
});
