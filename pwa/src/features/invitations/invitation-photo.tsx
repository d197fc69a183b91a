import { useRef, useState } from 'react';
import { Icon } from '@pwa/components/icons';

/** The uploaded photo; a click opens it full size in a dialog. */
export function InvitationPhoto({ src, fileName }: { src: string; fileName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="grid h-40 place-items-center rounded-box bg-base-200 text-sm text-base-content/75">
        <span className="flex items-center gap-2">
          <Icon name="alert" className="h-4 w-4" /> The photo could not be loaded
        </span>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="group relative block w-full overflow-hidden rounded-box bg-base-100 p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-primary"
        onClick={() => dialog.current?.showModal()}
        aria-label="Enlarge the invitation photo"
      >
        <img src={src} alt={`Invitation: ${fileName}`} className="mx-auto max-h-80 w-auto max-w-full rounded-lg object-contain" onError={() => setFailed(true)} />
        <span className="absolute right-5 bottom-5 flex items-center gap-1 rounded-full bg-neutral/75 px-2.5 py-1 text-xs font-medium text-neutral-content transition group-hover:bg-neutral">
          <Icon name="eye" className="h-3.5 w-3.5" /> Enlarge
        </span>
      </button>
      <dialog ref={dialog} className="modal" aria-label="Invitation photo">
        <div className="modal-box max-h-[95dvh] w-auto max-w-[95vw] p-2">
          <form method="dialog" className="absolute top-2 right-2">
            <button type="submit" className="btn btn-circle btn-sm" aria-label="Close">
              ✕
            </button>
          </form>
          <img src={src} alt={`Invitation: ${fileName}`} className="max-h-[90dvh] w-auto max-w-full object-contain" />
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" aria-label="Close">
            close
          </button>
        </form>
      </dialog>
    </>
  );
}
