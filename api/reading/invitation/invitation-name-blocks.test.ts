import { describe, expect, it } from 'vitest';
import { canonicalText } from '../text/script-text';
import { findHosts } from './invitation-hosts';

const hostsIn = (text: string, type: Parameters<typeof findHosts>[1]) => findHosts(canonicalText(text).split('\n'), type);

describe('findHosts: names set apart in large type, without a title', () => {
  it('reads the couple stacked around a lone "and" (English)', () => {
    const text = 'Together With our Families\nThe Wedding Reception\n\nANANYA\nRAO\nand\n\nK VIKRAM\nSHETTY\n\nSUNDAY . JULY 6TH 2025';
    expect(hostsIn(text, 'wedding')).toEqual(['ANANYA RAO', 'K VIKRAM SHETTY']);
  });

  it('reads the couple around "ಮತ್ತು" without their titles (Kannada)', () => {
    const text = 'ಶುಭ ವಿವಾಹ\nಚಿ.ಸೌ. ಮೇಘನಾ\nಮತ್ತು\nಚಿ. ರಾಹುಲ್\nದಿನಾಂಕ: 12-05-2026';
    expect(hostsIn(text, 'wedding')).toEqual(['ಮೇಘನಾ', 'ರಾಹುಲ್']);
  });

  it('reads the child named under the event heading (English birthday)', () => {
    const text = 'you to the\n\nBIRTHDAY\nCELEBRATIONS\nAaradhya\n\nAN;\n\non 17-01-2026 Sunday, at 6-00 pm';
    expect(hostsIn(text, 'birthday')).toEqual(['Aaradhya']);
  });

  it('reads bride and groom under the heading, split by an ornament OCR read as a letter (Kannada)', () => {
    const text = 'ಶುಭವಿವಾಹ\n\nಸಂಧ್ಯಾ\n\nD\n\nಚಿ। ರಾಘವೇಂದ್ರ\n\nದಿನಾಂಕ : 05-05-2026ನೇ ಶುಕ್ರವಾರ';
    expect([...hostsIn(text, 'wedding')].sort()).toEqual(['ರಾಘವೇಂದ್ರ', 'ಸಂಧ್ಯಾ']);
  });

  it('reads the names a couple opens their own card with, before "we … our" (English)', () => {
    const text = 'Imran\nKhan\nSana Sheikh\n\nWe want to share happiness with our\nloved ones. Come and celebrate our\nNikah ceremony.';
    expect(hostsIn(text, 'wedding')).toEqual(['Imran Khan Sana Sheikh']);
  });

  it('does not take the sentence under a heading for a name, even in capitals', () => {
    const text = 'WEDDING INVITATION\n\nTOGETHER WITH THEIR FAMILIES\nWE CORDIALLY INVITE YOU';
    expect(hostsIn(text, 'wedding')).toEqual([]);
  });

  it('does not take an address under the heading for a name (Malayalam)', () => {
    const text = 'വിവാഹം\nചെറുപറമ്പിൽ ഹൗസ്, ചെമ്പ്രങ്കോട്, കാടാമ്പുഴ\nവേദി: കല്ലൻ ഓഡിറ്റോറിയം';
    expect(hostsIn(text, 'wedding')).toEqual([]);
  });

  it('takes no person from a temple festival card', () => {
    const text = 'ಶಾರದೋತ್ಸವ\nಸುರೇಶ\nಮತ್ತು\nಗಣೇಶ';
    expect(hostsIn(text, 'religious')).toEqual([]);
  });
});
