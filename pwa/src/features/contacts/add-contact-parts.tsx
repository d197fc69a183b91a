/** Add Profile's parts around the form: the two ways in, the ID card panel, and the notes over the form. */
import type { ExtractedIdCard } from '@shared/schemas/contacts';
import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { failureText, type HttpError } from '@pwa/lib/http-error';
import { IdCardExtract } from './id-card-extract';

export type AddContactMode = 'upload' | 'manual';

const TABS: { mode: AddContactMode; label: string; icon: 'camera' | 'edit' }[] = [
  { mode: 'upload', label: 'Upload ID Card', icon: 'camera' },
  { mode: 'manual', label: 'Manual Entry', icon: 'edit' },
];

/** Add Profile's two ways in (spec §2): read an ID card, or type the details. */
export function AddContactModeTabs({ mode, onChange }: { mode: AddContactMode; onChange: (mode: AddContactMode) => void }) {
  return (
    <div role="tablist" aria-label="How to add the contact" className="tabs tabs-box grid grid-cols-2 bg-base-300/60">
      {TABS.map((tab) => (
        <button
          key={tab.mode}
          type="button"
          role="tab"
          aria-selected={mode === tab.mode}
          className={`tab gap-2 ${mode === tab.mode ? 'tab-active' : ''}`}
          onClick={() => onChange(tab.mode)}
        >
          <Icon name={tab.icon} className="h-4 w-4" />
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Upload ID Card: the card is read, and its details fill the form for review. */
export function UploadCardPanel({ onExtracted, initialCard }: { onExtracted: (card: ExtractedIdCard) => void; initialCard?: File | null }) {
  return (
    <section className="card bg-base-100 shadow-sm" role="tabpanel" aria-label="Upload ID Card">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <h2 className="card-title">Read details from an ID card</h2>
          <p className="text-sm text-base-content/75">The details fill the form; you check them before saving.</p>
        </div>
        <IdCardExtract onExtracted={onExtracted} initialFile={initialCard} />
        <Link href="/scan-cards" className="link link-primary self-center text-sm">
          Collected a stack of cards? Scan several at once
        </Link>
      </div>
    </section>
  );
}

/**
 * Over the form: why the server refused a contact captured offline (its field messages are under
 * the fields), and that details read off a card need checking (`marked`: some are marked).
 */
export function FormNotices({ refusal, fromCard, marked }: { refusal: HttpError | null; fromCard: boolean; marked: boolean }) {
  return (
    <>
      {refusal ? (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          <Icon name="alert" className="h-5 w-5" />
          <span>
            This contact was saved on this device but the server did not accept it: {failureText(refusal, 'please check the details')}. Correct it and add it again.
          </span>
        </div>
      ) : null}
      {fromCard ? (
        <div role="status" className="alert alert-info alert-soft text-sm">
          <Icon name="sparkles" className="h-5 w-5" />
          <span>
            Details read from the ID card. Please review and correct every field before saving
            {marked ? <>, above all those marked <strong>Check this</strong>.</> : '.'}
          </span>
        </div>
      ) : null}
    </>
  );
}
