/**
 * Month and weekday names as the platform's Intl (CLDR) writes them in a language, so the
 * letters and the readers do not keep their own copies where CLDR already has the form a letter
 * uses.
 */
const format = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** January…December in `locale` ('en' → 'January', 'kn' → 'ಜನವರಿ'). */
export function monthNamesIn(locale: string): readonly string[] {
  const month = format(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2026, i, 15)));
}

/** Sunday…Saturday in `locale` ('hi' → 'रविवार'). */
export function weekdayNamesIn(locale: string): readonly string[] {
  const weekday = format(locale, { weekday: 'long' });
  // 22 November 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2026, 10, 22 + i)));
}
