import { LANGUAGES, type Language } from '@shared/limits';

/** The language the letter is written in (spec §2: seven languages, English by default). */
export function LanguageSelect({ value, onChange, disabled }: { value: Language; onChange: (language: Language) => void; disabled?: boolean }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium">Letter language</span>
      <select className="select w-full" value={value} onChange={(e) => onChange(e.target.value as Language)} disabled={disabled} name="language">
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </select>
    </label>
  );
}
