import { Link } from 'wouter';
import { Icon } from '@pwa/components/icons';
import { Spinner } from '@pwa/components/spinner';
import { copyText } from '@pwa/lib/clipboard';
import { notify, notifyError } from '@pwa/lib/toast';
import { parseExtractedData } from '@shared/helpers/extracted-data';
import { newestFirst, useInvitation, useInvitations } from '@pwa/features/invitations/invitations.api';
import { storedLetter } from '@pwa/features/invitations/use-letter-editor';
import { languageTag, relativeTime, senderOfLetter } from '@pwa/features/invitations/letter-text';

/**
 * /letter-result: the latest invitation's letter (spec §2 "Letter result"). The list gives the
 * first entry (its cards carry no letters); the letter comes from that invitation's detail.
 */
export function LetterResultPage() {
  const list = useInvitations();
  const first = list.data ? newestFirst(list.data)[0] : undefined;
  const detail = useInvitation(first?.hasLetter ? first.id : null);
  if (list.isLoading || (first?.hasLetter && detail.isLoading)) return <Spinner label="Loading letter..." />;

  const latest = detail.data;
  if (!first?.hasLetter || !latest?.generatedLetter) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body items-center py-12 text-center">
            <span className="grid h-16 w-16 place-items-center rounded-full bg-base-200 text-base-content/75">
              <Icon name="mail" className="h-8 w-8" />
            </span>
            <h1 className="mt-2 text-xl font-semibold">No letter found</h1>
            <p className="text-base-content/75">Process an invitation to generate a letter!</p>
            <Link href="/" className="btn btn-primary mt-4">
              Go Home
            </Link>
          </div>
        </div>
      </main>
    );
  }

  const letter = storedLetter(latest, 'normal');
  const details = parseExtractedData(latest.extractedData);
  const facts: [string, string][] = [
    ['From', senderOfLetter(latest.generatedLetter)],
    ['To', details?.hosts[0] ?? ''],
    ['Event date', [details?.date, details?.time].filter(Boolean).join(', ')],
    ['Venue', details?.venue ?? ''],
  ];
  const copy = async () => {
    try {
      await copyText(letter);
      notify('Letter copied!');
    } catch {
      notifyError('Copy failed', 'Select the text and copy it by hand.');
    }
  };

  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <span className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-success/15 text-success">
          <Icon name="check" className="h-7 w-7" />
        </span>
        <div className="flex-1">
          <h1 className="text-2xl font-bold sm:text-3xl">Letter Generated!</h1>
          <p className="text-base-content/75">Your personalized response letter is ready</p>
        </div>
        <div className="flex gap-2">
          <Link href="/" state={{ fresh: Date.now() }} className="btn btn-primary btn-sm">
            <Icon name="plus" className="h-4 w-4" /> New Letter
          </Link>
          <Link href="/history" className="btn btn-outline btn-sm">
            View All
          </Link>
        </div>
      </div>

      <section className="card mt-6 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-4 sm:p-6">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span className="badge badge-soft badge-success gap-1 self-start">
              <Icon name="check" className="h-3.5 w-3.5" /> Letter Successfully Generated
            </span>
            <p className="text-sm text-base-content/75">
              <span className="break-all font-medium text-base-content/80">{latest.fileName}</span> ·{' '}
              <time dateTime={latest.createdAt}>{relativeTime(latest.createdAt)}</time>
            </p>
          </div>
          <dl className="grid grid-cols-1 gap-3 rounded-box bg-base-200/60 p-4 text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs uppercase tracking-wide text-base-content/75">{label}</dt>
                <dd className={`break-words ${value ? 'font-medium' : 'italic text-base-content/75'}`}>{value || 'Not found'}</dd>
              </div>
            ))}
          </dl>
          <article className="whitespace-pre-wrap break-words rounded-box border border-base-300 p-4 text-[15px] leading-7 sm:p-6 sm:text-base" lang={languageTag(latest.language)}>
            {letter}
          </article>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="button" className="btn btn-primary" onClick={() => void copy()}>
              <Icon name="copy" className="h-4 w-4" /> Copy Text
            </button>
            <Link href={`/history/${latest.id}`} className="btn btn-outline">
              <Icon name="edit" className="h-4 w-4" /> Edit and send
            </Link>
          </div>
        </div>
      </section>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link href="/" state={{ fresh: Date.now() }} className="btn btn-ghost">
          Process Another Invitation
        </Link>
        <Link href="/history" className="btn btn-ghost">
          View All Letters
        </Link>
      </div>
    </main>
  );
}
