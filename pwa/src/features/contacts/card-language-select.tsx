import { LANGUAGES, type Language } from '@shared/limits';

/** The card's other script besides English, which is always read (one card or a batch). */
export function CardLanguageSelect({ value, onChange, disabled, hint }: { value: Language; onChange: (language: Language) => void; disabled?: boolean; hint: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium">Card language</span>
      <select className="select w-full" value={value} onChange={(e) => onChange(e.target.value as Language)} disabled={disabled} name="cardLanguage">
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {l === 'English' ? 'English only' : `${l} and English`}
          </option>
        ))}
      </select>
      <span className="mt-1 block text-xs text-base-content/75">{hint}</span>
    </label>
  );
}
