import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError } from '@pwa/lib/toast';
import { parseExtractedData } from '@shared/helpers/extracted-data';
import { failureText } from '@pwa/lib/http-error';
import type { Invitation, RegenerateBody } from '@shared/schemas/invitations';
import { isFinished, useRegenerateLetters } from './invitations.api';
import { languageTag } from './letter-text';
import { answerSummary, choicesBody, choicesForm, EVENT_TYPE_LABELS, honoreeSummary, storedChoices, toneSummary, type ChoicesForm } from './reply-choices';
import { OccasionFields } from './occasion-fields';
import { DetailsList, type DetailRow } from './details-list';
import { DetailField } from './detail-field';
import { fieldsToCheck } from './fields-to-check';
import { ReplyFields } from './reply-fields';
import { AddToCalendar } from './add-to-calendar';

interface Form {
  hosts: string;
  eventName: string;
  date: string;
  time: string;
  venue: string;
  replyBy: string;
}

/**
 * Event Details (sender, host, event name, date, venue). Beyond the spec: 'Edit details & reply' corrects
 * what was read off the card and has both letters written again (POST regenerate); progress shows
 * until the new letters are in. `sender` is the name signed in the letter (the API has no field).
 * The same form holds the reply choices of issue 11 (answer, guests, occasion, honoree,
 * relationship, the signer's gender); they are kept with the details, so they show next time.
 */
export function EventDetails({ invitation, sender, onRegenerated }: { invitation: Invitation; sender: string; onRegenerated: () => void }) {
  const details = parseExtractedData(invitation.extractedData);
  const regenerate = useRegenerateLetters(invitation.id);
  const stored = storedChoices(invitation.extractedData);
  const [form, setForm] = useState<Form | null>(null);
  const [choices, setChoices] = useState<ChoicesForm | null>(null);
  // Fields the reader was unsure of stay marked in the form until the user edits them.
  const [edited, setEdited] = useState<ReadonlySet<keyof Form>>(new Set());
  const toCheck = fieldsToCheck(invitation.extractedData);
  const rewriting = useRef(false);
  const finished = isFinished(invitation.status);
  // Text read off the card or written in the letter is in the invitation's language: marked so,
  // it is drawn with that script's font (and read out by screen readers in that language).
  const lang = languageTag(invitation.language);

  useEffect(() => {
    if (!rewriting.current || !finished) return;
    rewriting.current = false;
    if (invitation.status === 'completed') notify('Letters updated', 'Both letters were written again from the corrected details.');
    else notifyError('Letters not updated', invitation.errorMessage ?? 'The letters could not be written again.');
  }, [finished, invitation.status, invitation.errorMessage]);

  const startEdit = () => {
    setEdited(new Set());
    setChoices(choicesForm(stored));
    setForm({
      hosts: (details?.hosts ?? []).join('\n'),
      eventName: details?.eventName ?? '',
      date: details?.date ?? '',
      time: details?.time ?? '',
      venue: details?.venue ?? '',
      replyBy: details?.replyBy ?? '',
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || !choices) return;
    const body: RegenerateBody = {
      hosts: form.hosts.split('\n').map((h) => h.trim()).filter(Boolean).slice(0, 10),
      eventName: form.eventName.trim(),
      date: form.date.trim(),
      time: form.time.trim(),
      venue: form.venue.trim(),
      replyBy: form.replyBy.trim(),
      ...choicesBody(choices),
    };
    regenerate.mutate(body, {
      onSuccess: () => {
        rewriting.current = true;
        onRegenerated();
        setForm(null);
      },
      onError: (error) => notifyError('Failed to update details', failureText(error, 'Please try again.')),
    });
  };

  const field = (key: keyof Form, label: string, multiline = false) => (
    <DetailField
      id={`details-${key}`}
      label={label}
      value={form![key]}
      multiline={multiline}
      rows={key === 'hosts' ? 2 : 3}
      check={key !== 'replyBy' && toCheck.has(key) && !edited.has(key) && form![key] !== ''}
      lang={lang}
      disabled={regenerate.isPending}
      onChange={(value) => {
        setForm({ ...form!, [key]: value });
        setEdited((keys) => new Set([...keys, key]));
      }}
    />
  );

  const rows: DetailRow[] = [
    { label: 'Sender', value: sender, lang },
    { label: (details?.hosts.length ?? 0) > 1 ? 'Hosts' : 'Host', value: details?.hosts.join('; ') ?? '', lang, check: toCheck.has('hosts') },
    { label: 'Event', value: details?.eventName ?? '', lang, check: toCheck.has('eventName') },
    { label: 'Date', value: [details?.date, details?.time].filter(Boolean).join(', '), lang, check: toCheck.has('date') || toCheck.has('time') },
    { label: 'Venue', value: details?.venue ?? '', lang, check: toCheck.has('venue') },
    ...(details?.replyBy ? [{ label: 'Reply by', value: details.replyBy, lang }] : []),
    { label: 'Occasion', value: EVENT_TYPE_LABELS[stored.eventType], check: toCheck.has('eventType') },
    { label: 'Honoree', value: honoreeSummary(stored.honoree), lang },
    { label: 'Reply', value: [answerSummary(stored.reply), toneSummary(stored.reply)].filter(Boolean).join(' · ') },
    { label: 'Language', value: invitation.language },
  ];

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="event-title">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="event-title" className="text-lg font-semibold whitespace-nowrap">
            Event Details
          </h2>
          {form === null && finished ? (
            <div className="flex flex-wrap gap-1">
              <AddToCalendar invitationId={invitation.id} details={details} />
              <button type="button" className="btn btn-ghost btn-sm" onClick={startEdit}>
                <Icon name="edit" className="h-4 w-4" /> Edit details &amp; reply
              </button>
            </div>
          ) : null}
        </div>

        {!finished && invitation.generatedLetter ? (
          <div role="status" className="flex flex-col gap-2 rounded-box bg-info/10 p-3 text-sm">
            <span className="flex items-center gap-2 font-medium">
              <span className="loading loading-spinner loading-xs" aria-hidden="true" /> Rewriting the letters…
            </span>
            <progress className="progress progress-info w-full" aria-label="Rewriting the letters" />
          </div>
        ) : null}

        {form && choices ? (
          <form onSubmit={submit} className="flex flex-col gap-3">
            {field('hosts', 'Hosts (one per line)', true)}
            {field('eventName', 'Event name')}
            <div className="grid grid-cols-2 gap-3">
              {field('date', 'Date')}
              {field('time', 'Time')}
            </div>
            {field('venue', 'Venue', true)}
            {field('replyBy', 'Reply by (if the card asks)')}
            <div className="divider my-0" aria-hidden="true" />
            <OccasionFields form={choices} onChange={(patch) => setChoices({ ...choices, ...patch })} disabled={regenerate.isPending} lang={lang} />
            <div className="divider my-0" aria-hidden="true" />
            <ReplyFields form={choices} onChange={(patch) => setChoices({ ...choices, ...patch })} disabled={regenerate.isPending} lang={lang} />
            <p className="text-xs text-base-content/75">Both letters will be written again from these details; edits made to the letters are replaced.</p>
            {regenerate.isPaused ? (
              <p role="status" className="rounded-box bg-warning/20 p-2 text-sm">
                You are offline: the letters will be rewritten when the connection is back.
              </p>
            ) : null}
            <div className="flex gap-2">
              <button type="submit" className="btn btn-primary btn-sm" disabled={regenerate.isPending}>
                {regenerate.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Icon name="refresh" className="h-4 w-4" />}
                Rewrite letters
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setForm(null)} disabled={regenerate.isPending}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <DetailsList rows={rows} />
        )}
      </div>
    </section>
  );
}
