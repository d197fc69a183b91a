import { useLayoutEffect, useRef } from 'react';
import { Icon } from '@pwa/components/icons';
import { copyText } from '@pwa/lib/clipboard';
import { notify, notifyError } from '@pwa/lib/toast';
import type { Invitation } from '@shared/schemas/invitations';
import { isFinished, useDownloadPdf, type LetterTab } from './invitations.api';
import type { LetterEditor, SaveState } from './use-letter-editor';
import { languageTag } from './letter-text';

const SAVE_TEXT: Record<SaveState, string> = { idle: '', saving: 'Saving…', saved: 'Saved', failed: 'Not saved yet: check your connection' };

/**
 * The letter: Normal and Finetuned tabs, view or edit, Copy and PDF (spec §2 "Letter details").
 * Its state lives in `editor` (useLetterEditor), which the page shares with the send actions.
 */
export function LetterPanel({ invitation, editor }: { invitation: Invitation; editor: LetterEditor }) {
  const pdf = useDownloadPdf(invitation);
  const text = editor.text;
  const writing = !isFinished(invitation.status);
  const hasText = text.trim() !== '';
  const area = useRef<HTMLTextAreaElement>(null);

  // The text area grows with the letter, so the whole letter is visible while editing (no inner scrolling).
  useLayoutEffect(() => {
    const fit = () => {
      const el = area.current;
      if (!el) return;
      el.style.height = 'auto';
      el.style.height = `${el.scrollHeight + 2}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [text, editor.editing]);

  const copy = async () => {
    try {
      await copyText(text);
      notify('Letter copied!');
    } catch {
      notifyError('Copy failed', 'Select the text and copy it by hand.');
    }
  };
  const download = () =>
    pdf.mutate(text, {
      onSuccess: () => notify('PDF Downloaded!', 'Your response letter has been saved as a PDF.'),
      onError: () => notifyError('Failed to download PDF', 'There was an error creating the PDF file.'),
    });

  const tab = (value: LetterTab, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={editor.tab === value}
      className={`tab gap-1.5 ${editor.tab === value ? 'tab-active' : ''}`}
      onClick={() => editor.tab !== value && editor.setTab(value)}
    >
      {value === 'finetuned' ? <Icon name="sparkles" className="h-4 w-4" /> : null}
      {label}
    </button>
  );

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="letter-title">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="letter-title" className="text-lg font-semibold">
            Response Letter
          </h2>
          <div role="tablist" aria-label="Letter version" className="tabs tabs-box tabs-sm self-start">
            {tab('normal', 'Normal')}
            {editor.hasFinetuned ? tab('finetuned', 'Finetuned') : null}
          </div>
        </div>

        <div className="flex flex-wrap gap-2">
          <button type="button" className={`btn btn-sm ${editor.editing ? 'btn-primary' : 'btn-outline'}`} onClick={() => editor.setEditing(!editor.editing)} disabled={!editor.editing && (!hasText || writing)}>
            <Icon name={editor.editing ? 'eye' : 'edit'} className="h-4 w-4" />
            {editor.editing ? 'View Mode' : 'Edit Letter'}
          </button>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void copy()} disabled={!hasText}>
            <Icon name="copy" className="h-4 w-4" /> Copy
          </button>
          <button type="button" className="btn btn-sm btn-outline" onClick={download} disabled={!hasText || pdf.isPending}>
            {pdf.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Icon name="download" className="h-4 w-4" />}
            PDF
          </button>
        </div>

        {editor.tab === 'finetuned' ? (
          <p className="flex items-start gap-2 rounded-box bg-secondary/10 px-3 py-2 text-sm text-base-content/80">
            <Icon name="sparkles" className="mt-0.5 h-4 w-4 shrink-0 text-secondary" />
            This is the fine-tuned version with enhanced personalization and tone
          </p>
        ) : null}

        {writing ? (
          <div className="alert alert-info alert-soft" role="status">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            <span>{hasText ? 'The letters are being written again from the corrected details…' : 'The letter is being written…'}</span>
          </div>
        ) : null}

        {editor.editing ? (
          <div className="flex flex-col gap-2">
            <textarea
              ref={area}
              className="textarea min-h-80 w-full resize-none overflow-hidden p-4 text-base leading-7 sm:p-6"
              rows={14}
              value={text}
              onChange={(e) => editor.change(e.target.value)}
              aria-label="Letter text"
              lang={languageTag(invitation.language)}
              spellCheck
            />
            <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-base-content/75">
              <span>Changes auto-save every second</span>
              <span aria-live="polite" className={editor.saveState === 'failed' ? 'text-error' : ''}>
                {SAVE_TEXT[editor.saveState]}
              </span>
            </p>
          </div>
        ) : hasText ? (
          <article className="whitespace-pre-wrap break-words rounded-box border border-base-300 bg-base-100 p-4 text-[15px] leading-7 sm:p-6 sm:text-base" data-testid="letter-text" lang={languageTag(invitation.language)}>
            {text}
          </article>
        ) : (
          <p className="rounded-box bg-base-200 p-6 text-center text-base-content/75">
            {invitation.status === 'error'
              ? 'No letter was generated for this invitation. Fill in the event details with Edit details & reply to have it written.'
              : 'The letter will appear here when it is ready.'}
          </p>
        )}
      </div>
    </section>
  );
}
