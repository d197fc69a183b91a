import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Icon } from '@pwa/components/icons';
import { failureText } from '@pwa/lib/http-error';
import { notify, notifyError } from '@pwa/lib/toast';
import { DEFAULT_LANGUAGE, type Language } from '@shared/limits';
import { captureInvitation, invitationKeys } from './invitations.api';
import { LanguageSelect } from './language-select';
import { lastLetterLanguage } from './last-language';

export interface SharedInvitationPhoto {
  file: File;
  clientId: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Photos shared to the app, read as invitations: one letter each, in the language last chosen on
 * this device. Each goes through the outbox like a photo taken on the New Letter screen, so with
 * no signal they wait on the device; `onHandled` hears of each as soon as it is safe.
 */
export function ReplyToShared({ photos, onHandled, onDone }: { photos: SharedInvitationPhoto[]; onHandled: (clientId: string) => Promise<void>; onDone: () => void }) {
  const client = useQueryClient();
  const [language, setLanguage] = useState<Language>(() => lastLetterLanguage(DEFAULT_LANGUAGE));
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    let uploaded = 0;
    let saved = 0;
    try {
      for (const photo of photos) {
        const result = await captureInvitation({ file: photo.file, language, clientId: photo.clientId });
        if (result.kind === 'uploaded') uploaded += 1;
        else saved += 1;
        await onHandled(photo.clientId);
      }
    } catch (error) {
      notifyError('Upload failed', failureText(error, 'Please try again.'));
      setBusy(false);
      return;
    }
    await client.invalidateQueries({ queryKey: invitationKeys.list() });
    if (saved === 0) notify('Invitations uploaded', uploaded === 1 ? 'Its letter is being written; it appears in History.' : `${uploaded} letters are being written; they appear in History.`);
    else if (saved === 1) notify('Saved on this device', "The photo uploads by itself when you're back online; its letter appears in History.");
    else notify('Saved on this device', `${saved} photos upload by themselves when you're back online; their letters appear in History.`);
    onDone();
  };

  return (
    <section className="card bg-base-100 shadow" aria-labelledby="shared-invitations-title">
      <div className="card-body gap-4">
        <div>
          <h2 id="shared-invitations-title" className="text-lg font-semibold">
            Invitations
          </h2>
          <p className="text-sm text-base-content/75">A response letter for each, as with a photo taken on New Letter.</p>
        </div>
        <LanguageSelect value={language} onChange={setLanguage} disabled={busy} />
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={busy || photos.length === 0}>
          {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <Icon name="sparkles" />}
          {busy ? 'Uploading...' : `Write ${plural(photos.length, 'letter', 'letters')}`}
        </button>
      </div>
    </section>
  );
}
