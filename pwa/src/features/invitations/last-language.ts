import { LANGUAGES, type Language } from '@shared/limits';

/** The letter language last chosen on this device: a photo shared from WhatsApp starts with it. */
const KEY = 'sahayak-last-letter-language';

export function rememberLetterLanguage(language: Language): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // Private mode or a full storage: the choice is only a convenience.
  }
}

export function lastLetterLanguage(fallback: Language): Language {
  const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(KEY);
  return LANGUAGES.find((l) => l === stored) ?? fallback;
}
