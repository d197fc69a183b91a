import { useState, type FormEvent } from 'react';
import { Icon } from '@pwa/components/icons';
import { clearNotifications, notifyError } from '@pwa/lib/toast';
import { DEFAULT_LANGUAGE, type Language } from '@shared/limits';
import { ImageDropZone } from './image-drop-zone';
import { LanguageSelect } from './language-select';
import { newClientId } from '@pwa/lib/client-id';

export interface UploadRequest {
  file: File;
  language: Language;
  /** Chosen with the photo, so pressing Start Processing again after a failure cannot make a duplicate. */
  clientId: string;
}

/** Step 1: the letter's language, the photo, and Start Processing ('Uploading...' while busy). */
export function UploadStep({ busy, onSubmit }: { busy: boolean; onSubmit: (request: UploadRequest) => void }) {
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [picked, setPicked] = useState<{ file: File; clientId: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      notifyError('Missing information', 'Please select an image to upload.');
      return;
    }
    onSubmit({ file: picked.file, language, clientId: picked.clientId });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <LanguageSelect value={language} onChange={setLanguage} disabled={busy} />
      <div>
        <span className="mb-1 block text-sm font-medium">Invitation photo</span>
        <ImageDropZone
          file={picked?.file ?? null}
          onChange={(file) => {
            if (file) clearNotifications(); // e.g. 'Missing information', now put right
            setPicked(file ? { file, clientId: newClientId() } : null);
          }}
          disabled={busy}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-full" disabled={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Icon name="sparkles" />}
        {busy ? 'Uploading...' : 'Start Processing'}
      </button>
    </form>
  );
}
