import { useRef } from 'react';
import { Icon } from '@pwa/components/icons';
import { notifyError } from '@pwa/lib/toast';
import { ContactAvatar } from './contact-avatar';
import { ACCEPTED_FORMATS } from '@pwa/lib/image-formats';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { useImagePick } from '@pwa/lib/use-image-pick';

/**
 * Profile photo: upload, change or remove (spec §2). Shows the chosen file, else the current
 * photo (unless removed), else the initial.
 */
export function PhotoPicker({
  name,
  currentUrl,
  file,
  removed,
  onChoose,
  onRemove,
  disabled,
}: {
  name: string;
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useBlobUrl(file);
  const shown = preview ?? (removed ? null : currentUrl);
  const { fromInput: onFile } = useImagePick(onChoose, (problem) => notifyError('Invalid Image', problem));

  return (
    <div className="flex items-center gap-4">
      <ContactAvatar name={name} src={shown} size="lg" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Profile photo</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline" onClick={() => input.current?.click()} disabled={disabled}>
            <Icon name="camera" className="h-4 w-4" />
            {shown ? 'Change Photo' : 'Upload Photo'}
          </button>
          {shown ? (
            <button type="button" className="btn btn-sm btn-ghost text-error" onClick={onRemove} disabled={disabled}>
              <Icon name="trash" className="h-4 w-4" />
              Remove
            </button>
          ) : null}
        </div>
        <p className="text-xs text-base-content/75">{ACCEPTED_FORMATS}, up to 10 MB.</p>
      </div>
      <input ref={input} type="file" accept="image/*" className="hidden" onChange={onFile} aria-label="Profile photo" data-testid="profile-photo-input" />
    </div>
  );
}
