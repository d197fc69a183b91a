import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Icon } from '@pwa/components/icons';
import { ACCEPTED_FORMATS } from '@pwa/lib/image-formats';
import { useBlobUrl } from '@pwa/lib/use-blob-url';
import { useImagePick } from '@pwa/lib/use-image-pick';

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Drag and drop or click to browse, plus a separate Take Photo button that opens the back camera
 * on phones. Shows a preview of the chosen photo. Refused files raise the spec's alerts.
 */
export function ImageDropZone({ file, onChange, disabled }: { file: File | null; onChange: (file: File | null) => void; disabled?: boolean }) {
  const browse = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useBlobUrl(file);
  const [previewFailed, setPreviewFailed] = useState(false);
  useEffect(() => setPreviewFailed(false), [file]);
  const { take, fromInput } = useImagePick(onChange, (problem) => window.alert(problem));
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files?.[0]);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  return (
    <div className="flex flex-col gap-3">
      <input ref={browse} type="file" accept="image/*" className="hidden" onChange={fromInput} disabled={disabled} data-testid="invitation-file" aria-label="Invitation image" />
      <div
        onDrop={onDrop}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        className={`relative rounded-box border-2 border-dashed transition ${
          dragging ? 'border-primary bg-primary/5' : file ? 'border-success/60 bg-success/5' : 'border-base-300 bg-base-200/50 hover:border-primary/60'
        }`}
      >
        {file ? (
          <div className="flex flex-col items-center gap-4 p-4 sm:flex-row sm:items-center">
            {preview && !previewFailed ? (
              <img src={preview} alt="Preview of the chosen invitation" className="max-h-64 w-auto max-w-full rounded-lg object-contain shadow sm:max-h-48 sm:max-w-[45%]" onError={() => setPreviewFailed(true)} />
            ) : (
              <span className="grid h-32 w-32 place-items-center rounded-lg bg-base-200 text-base-content/75">
                <Icon name="upload" className="h-10 w-10" />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center sm:items-start sm:text-left">
              <p className="flex items-center gap-1.5 text-sm font-medium text-success">
                <Icon name="check" className="h-4 w-4" /> Image selected
              </p>
              <p className="max-w-full break-all font-medium">{file.name}</p>
              <p className="text-sm text-base-content/75">{formatSize(file.size)}</p>
              <div className="mt-1 flex gap-2">
                <button type="button" className="btn btn-sm btn-outline" onClick={() => browse.current?.click()} disabled={disabled}>
                  Change
                </button>
                <button type="button" className="btn btn-sm btn-ghost" onClick={() => onChange(null)} disabled={disabled}>
                  Remove
                </button>
              </div>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="flex w-full flex-col items-center gap-2 rounded-box px-4 py-10 text-center focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60 sm:py-14"
            onClick={() => browse.current?.click()}
            disabled={disabled}
          >
            <span className="grid h-14 w-14 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <Icon name="upload" className="h-7 w-7" />
            </span>
            <span className="text-base font-semibold">Drop your invitation image here</span>
            <span className="text-sm text-base-content/75">or click to browse files</span>
            <span className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-base-content/75">
              <span>Supports: {ACCEPTED_FORMATS}</span>
              <span>Max: 10MB</span>
            </span>
          </button>
        )}
      </div>
      {/* Only where the main pointer is a finger: on a desktop "Take Photo" would just open the file picker again. */}
      <label className={`btn btn-outline w-full pointer-fine:hidden sm:w-auto sm:self-start ${disabled ? 'btn-disabled' : ''}`}>
        <Icon name="camera" />
        Take Photo
        <input type="file" accept="image/*" capture="environment" className="hidden" onChange={fromInput} disabled={disabled} />
      </label>
    </div>
  );
}
