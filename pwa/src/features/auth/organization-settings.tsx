import { useEffect, useState } from 'react';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { useOrganization, useUpdateOrganization } from './auth.api';

/** Admin-only: the letters' sender line and whether the assistant uses only the network tile. */
export function OrganizationSettings() {
  const org = useOrganization(true);
  const update = useUpdateOrganization();
  const [senderName, setSenderName] = useState('');
  // Shown at once when toggled; put back if the server refuses.
  const [samparkOnly, setSamparkOnly] = useState(false);
  useEffect(() => setSenderName(org.data?.senderName ?? ''), [org.data?.senderName]);
  useEffect(() => setSamparkOnly(org.data?.assistant?.samparkOnly ?? false), [org.data?.assistant?.samparkOnly]);

  if (org.isLoading) return <div className="skeleton h-40 w-full" />;
  if (org.isError || !org.data) return <p className="text-error">Failed to load organization settings</p>;
  const { assistant } = org.data;

  const save = (body: Parameters<typeof update.mutate>[0], done: string) =>
    update.mutate(body, {
      onSuccess: () => notify('Settings saved', done),
      onError: (error) => {
        setSamparkOnly(assistant?.samparkOnly ?? false);
        notifyError('Failed to save settings', failureText(error, 'Please try again'));
      },
    });

  return (
    <section className="card bg-base-100 shadow" aria-labelledby="org-title">
      <div className="card-body gap-5">
        <div>
          <h2 id="org-title" className="text-lg font-semibold">
            Organization
          </h2>
          <p className="text-sm text-base-content/75">{org.data.name}</p>
        </div>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            save({ senderName }, 'The sender line of new letters has been updated.');
          }}
        >
          <label className="block flex-1">
            <span className="mb-1 block text-sm font-medium">Sender line on letters</span>
            <input className="input w-full" value={senderName} placeholder={org.data.defaultSenderName} onChange={(e) => setSenderName(e.target.value)} maxLength={200} />
            <span className="mt-1 block text-xs text-base-content/75">Left empty, letters are signed “{org.data.defaultSenderName}”.</span>
          </label>
          <button type="submit" className="btn btn-outline sm:mb-5" disabled={update.isPending}>
            Save
          </button>
        </form>
        {assistant ? (
          <label className="flex cursor-pointer items-start justify-between gap-4 rounded-box bg-base-200 p-4">
            <span>
              <span className="block font-medium">Network-only assistant</span>
              <span className="block text-sm text-base-content/75">
                {assistant.name} ({assistant.email}) sees only the Sampark Assistant.
              </span>
            </span>
            <input
              type="checkbox"
              className="toggle toggle-primary mt-1"
              checked={samparkOnly}
              disabled={update.isPending}
              onChange={(e) => {
                const value = e.target.checked;
                setSamparkOnly(value);
                save({ assistantSamparkOnly: value }, value ? `${assistant.name} now sees only the network.` : `${assistant.name} sees every assistant again.`);
              }}
              aria-label="Network-only assistant"
            />
          </label>
        ) : null}
      </div>
    </section>
  );
}
