import { useRef, useState } from 'react';
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { DEFAULT_LANGUAGE, type Language } from '@shared/limits';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { useExtractIdCard } from './contacts.api';
import { CardLanguageSelect } from './card-language-select';
import { ACCEPTED_FORMATS } from '@pwa/lib/image-formats';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { useImagePick } from '@pwa/lib/use-image-pick';

/**
 * Upload ID Card mode: take or choose a photo of an ID or business card, say which other script
 * it carries, and Extract. The result goes to `onExtracted` for the user to review.
 */
export function IdCardExtract({ onExtracted, initialFile = null }: { onExtracted: (card: ExtractedIdCard) => void; initialFile?: File | null }) {
  const camera = useRef<HTMLInputElement>(null);
  const browse = useRef<HTMLInputElement>(null);
  // A card shared to the app from the phone's share sheet arrives chosen, ready to read.
  const [file, setFile] = useState<File | null>(initialFile);
  const preview = useBlobUrl(file);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const extract = useExtractIdCard();
  const { fromInput: onFile } = useImagePick(setFile, (problem) => notifyError('Invalid Image', problem));

  const run = () => {
    if (!file) return notifyError('No File Selected', 'Please select an ID card image first');
    extract.mutate(
      { card: file, language },
      {
        onSuccess: (read) => {
          if (read.kind === 'saved-offline') {
            notify('Saved on this device', 'The card will be read when you are back online; find it under Waiting to sync.');
            setFile(null);
            return;
          }
          notify('Information Extracted', 'Please review and correct the details before saving.');
          onExtracted(read.card);
        },
        onError: (error) => notifyError('Extraction Failed', failureText(error, 'Failed to extract information from ID card')),
      },
    );
  };

  const busy = extract.isPending;
  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-box border-2 border-dashed border-base-300 bg-base-200/40 p-4">
        {file && preview ? (
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <img src={preview} alt="Preview of the chosen ID card" className="max-h-56 w-auto max-w-full rounded-lg object-contain shadow sm:max-w-[55%]" />
            <div className="flex min-w-0 flex-col items-center gap-2 text-center sm:items-start sm:text-left">
              <p className="flex items-center gap-1.5 text-sm font-medium text-success">
                <Icon name="check" className="h-4 w-4" /> Card selected
              </p>
              <p className="max-w-full break-all text-sm">{file.name}</p>
              <div className="flex gap-2">
                <button type="button" className="btn btn-sm btn-outline" onClick={() => browse.current?.click()} disabled={busy}>
                  Change
                </button>
                <button type="button" className="btn btn-sm btn-ghost" onClick={() => setFile(null)} disabled={busy}>
                  Remove
                </button>
              </div>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <span className="grid h-14 w-14 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <Icon name="camera" className="h-7 w-7" />
            </span>
            <p className="font-medium">Photograph an ID or business card</p>
            <p className="max-w-sm text-sm text-base-content/75">Hold the card flat in good light, with the text filling most of the picture.</p>
            <p className="text-xs text-base-content/75">Supports: {ACCEPTED_FORMATS} · Max: 10MB</p>
            <div className="mt-1 flex flex-wrap justify-center gap-2">
              <button type="button" className="btn btn-primary btn-sm sm:hidden" onClick={() => camera.current?.click()}>
                <Icon name="camera" className="h-4 w-4" /> Take Photo
              </button>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => browse.current?.click()}>
                <Icon name="upload" className="h-4 w-4" /> Choose Image
              </button>
            </div>
          </div>
        )}
        <input ref={camera} type="file" accept="image/*" capture="environment" className="hidden" onChange={onFile} aria-label="Take a photo of the ID card" />
        <input ref={browse} type="file" accept="image/*" className="hidden" onChange={onFile} aria-label="ID card image" data-testid="id-card-input" />
      </div>

      <CardLanguageSelect value={language} onChange={setLanguage} disabled={busy} hint="Choose the card's other script, if it has one. English is always read." />

      <button type="button" className="btn btn-primary" onClick={run} disabled={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" /> : <Icon name="sparkles" className="h-4 w-4" />}
        {busy ? 'Extracting...' : 'Extract'}
      </button>
    </div>
  );
}
