import { describe, expect, it } from 'vitest';
import { LANGUAGE_PACKS, clean } from './write-letters';
import { kannadaDative } from './kannada';
import { tamilCase } from './tamil-case';
import { teluguDative } from './telugu';
import { malayalamCase } from './malayalam-case';

describe('clean()', () => {
  it('normalises a field without eating abbreviations', () => {
    expect(clean('  Sri Krishna Hall,\n 14 MG Road,\nBengaluru.  ')).toBe('Sri Krishna Hall, 14 MG Road, Bengaluru');
    expect(clean('K. Murugan & Co.')).toBe('K. Murugan & Co.');
    expect(clean('"Wedding Ceremony"')).toBe('Wedding Ceremony');
    expect(clean('undefined')).toBe('');
  });
});

describe('inflection', () => {
  it('Kannada dative', () => {
    expect(kannadaDative('ಗೃಹಪ್ರವೇಶ')).toBe('ಗೃಹಪ್ರವೇಶಕ್ಕೆ');
    expect(kannadaDative('ಸತ್ಯನಾರಾಯಣ ಪೂಜೆ')).toBe('ಸತ್ಯನಾರಾಯಣ ಪೂಜೆಗೆ');
    expect(kannadaDative('ಉದ್ಘಾಟನೆ')).toBe('ಉದ್ಘಾಟನೆಗೆ');
    expect(kannadaDative('Wedding')).toBeNull();
  });

  it('Tamil dative and locative', () => {
    expect(tamilCase('திருமணம்', 'dative')).toBe('திருமணத்திற்கு');
    expect(tamilCase('திறப்பு விழா', 'dative')).toBe('திறப்பு விழாவிற்கு');
    expect(tamilCase('பிறந்தநாள்', 'dative')).toBe('பிறந்தநாளுக்கு');
    expect(tamilCase('பூஜை', 'dative')).toBe('பூஜைக்கு');
    expect(tamilCase('மாநாடு', 'dative')).toBe('மாநாட்டுக்கு');
    expect(tamilCase('நிகழ்ச்சி', 'dative')).toBe('நிகழ்ச்சிக்கு');
    expect(tamilCase('ஸ்ரீ மஹால், சென்னை', 'locative')).toBe('ஸ்ரீ மஹால், சென்னையில்');
    expect(tamilCase('கல்யாண மண்டபம்', 'locative')).toBe('கல்யாண மண்டபத்தில்');
    expect(tamilCase('கோயம்புத்தூர்', 'locative')).toBe('கோயம்புத்தூரில்');
    expect(tamilCase('பெங்களூரு', 'locative')).toBe('பெங்களூருவில்');
    expect(tamilCase('ஈரோடு', 'locative')).toBe('ஈரோட்டில்');
    expect(tamilCase('Chennai', 'locative')).toBeNull();
    expect(LANGUAGE_PACKS.Tamil.atVenue('Palace Grounds')).toBe('Palace Grounds-இல்');
  });

  it('Telugu dative', () => {
    expect(teluguDative('వివాహం')).toBe('వివాహానికి');
    expect(teluguDative('వివాహము')).toBe('వివాహానికి');
    expect(teluguDative('పెళ్లి')).toBe('పెళ్లికి');
    expect(teluguDative('పుట్టినరోజు')).toBe('పుట్టినరోజుకు');
    expect(teluguDative('సత్యనారాయణ పూజ')).toBe('సత్యనారాయణ పూజకు');
    expect(teluguDative('శుభ వివాహ')).toBeNull();
  });

  it('Malayalam dative and locative', () => {
    expect(malayalamCase('ജന്മദിനാഘോഷം', 'dative')).toBe('ജന്മദിനാഘോഷത്തിന്');
    expect(malayalamCase('വിവാഹച്ചടങ്ങ്', 'dative')).toBe('വിവാഹച്ചടങ്ങിന്');
    expect(malayalamCase('പൂജ', 'dative')).toBe('പൂജയ്ക്ക്');
    expect(malayalamCase('പരിപാടി', 'dative')).toBe('പരിപാടിക്ക്');
    expect(malayalamCase('ഹോട്ടൽ സീ ക്വീൻ, എറണാകുളം', 'locative')).toBe('ഹോട്ടൽ സീ ക്വീൻ, എറണാകുളത്ത്');
    expect(malayalamCase('ഗുരുവായൂർ ക്ഷേത്രം', 'locative')).toBe('ഗുരുവായൂർ ക്ഷേത്രത്തിൽ');
    expect(malayalamCase('ടൗൺ ഹാൾ', 'locative')).toBe('ടൗൺ ഹാളിൽ');
    expect(malayalamCase('തൃശ്ശൂർ', 'locative')).toBe('തൃശ്ശൂരിൽ');
    expect(malayalamCase('പാലക്കാട്', 'locative')).toBe('പാലക്കാട്ട്');
    expect(malayalamCase('ഞങ്ങളുടെ വീട്', 'locative')).toBe('ഞങ്ങളുടെ വീട്ടിൽ');
    expect(malayalamCase('ആലപ്പുഴ', 'locative')).toBe('ആലപ്പുഴയിൽ');
    expect(malayalamCase('തൃശ്ശൂര്\u200D', 'locative')).toBe('തൃശ്ശൂരിൽ');
    expect(LANGUAGE_PACKS.Malayalam.atVenue('ഹോട്ടൽ, 680001')).toBe('ഹോട്ടൽ, 680001 എന്ന വിലാസത്തിൽ');
  });
});
