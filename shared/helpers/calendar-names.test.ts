import { describe, expect, it } from 'vitest';
import { monthNamesIn, weekdayNamesIn } from './calendar-names';

describe('calendar names from Intl', () => {
  it('lists January to December and Sunday to Saturday', () => {
    expect(monthNamesIn('en')).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    expect(weekdayNamesIn('en')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('writes them in the letter languages, as Node ships the full ICU data', () => {
    expect(monthNamesIn('kn')[2]).toBe('ಮಾರ್ಚ್');
    expect(monthNamesIn('ta')[3]).toBe('ஏப்ரல்');
    expect(weekdayNamesIn('hi')[0]).toBe('रविवार');
    expect(weekdayNamesIn('te')[6]).toBe('శనివారం');
  });
});
