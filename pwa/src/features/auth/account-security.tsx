import { useState } from 'react';
import { useLocation } from 'wouter';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { AssistantPasswordBody, PasswordChangeBody } from '@shared/schemas/auth';
import { useChangePassword, useCurrentUser, useLogout, useOrganization, useResetAssistantPassword, useSignOutEverywhere } from './auth.api';

/** First message of a failed parse, or null: the form checks with the very schema the server uses. */
function problemOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Please check the form');
}

/** Profile page: change one's password, sign out on every device, and (admins) set the assistant's password. */
export function AccountSecurity() {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const change = useChangePassword();
  const everywhere = useSignOutEverywhere();
  const logout = useLogout();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  if (!user) return null;

  const submitChange = () => {
    const body = { currentPassword: current, newPassword: next };
    const problem = problemOf(PasswordChangeBody.safeParse(body)) ?? (next !== confirm ? "The new passwords don't match" : null);
    if (problem) {
      notifyError(problem);
      return;
    }
    change.mutate(body, {
      onSuccess: (answer) => {
        notify('Password changed', answer.message.replace(/^Password changed\.\s*/, ''));
        setCurrent('');
        setNext('');
        setConfirm('');
      },
      onError: (error) => notifyError('Password not changed', failureText(error, 'Please try again')),
    });
  };

  const signOutEverywhere = () => {
    if (!window.confirm('Sign out on every device, this one included? Captures still waiting to sync on this device are removed.')) return;
    everywhere.mutateAsync().then(
      // The server has ended every session; clear this device exactly as Log out does.
      () =>
        logout.mutateAsync(user.id).finally(() => {
          notify('Signed out everywhere', 'Sign in again on the devices you use.');
          navigate('/');
        }),
      (error) => notifyError('Sign-out failed', failureText(error, 'Please try again')),
    );
  };

  return (
    <section className="card bg-base-100 shadow" aria-labelledby="security-title">
      <div className="card-body gap-5">
        <h2 id="security-title" className="text-lg font-semibold">
          Password and sign-in
        </h2>
        <form
          className="grid gap-3 sm:grid-cols-3 sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            submitChange();
          }}
        >
          <label className="block">
            <span className="mb-1 block text-sm font-medium">Current password</span>
            <input className="input w-full" type="password" value={current} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" required />
          </label>
          <label className="block">
            <span className="mb-1 block text-sm font-medium">New password</span>
            <input className="input w-full" type="password" value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" minLength={6} required />
          </label>
          <label className="block">
            <span className="mb-1 block text-sm font-medium">New password again</span>
            <input className="input w-full" type="password" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" minLength={6} required />
          </label>
          <div className="sm:col-span-3">
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={change.isPending}>
              Change password
            </button>
            <p className="mt-2 text-xs text-base-content/75">Other devices signed in to your account are signed out.</p>
          </div>
        </form>
        {user.role === 'admin' ? <AssistantPassword /> : null}
        <div className="flex flex-col gap-2 rounded-box bg-base-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <span>
            <span className="block font-medium">Sign out everywhere</span>
            <span className="block text-sm text-base-content/75">Ends every session of your account, on phones and computers, this one included.</span>
          </span>
          <button type="button" className="btn btn-outline btn-error shrink-0" onClick={signOutEverywhere} disabled={everywhere.isPending || logout.isPending}>
            Sign out everywhere
          </button>
        </div>
      </div>
    </section>
  );
}

/** Admin only: a new password for the organization's assistant, who is signed out everywhere. */
function AssistantPassword() {
  const org = useOrganization(true);
  const reset = useResetAssistantPassword();
  const [password, setPassword] = useState('');
  const assistant = org.data?.assistant;
  if (!assistant) return null;

  const submit = () => {
    const problem = problemOf(AssistantPasswordBody.safeParse({ newPassword: password }));
    if (problem) {
      notifyError(problem);
      return;
    }
    reset.mutate(
      { newPassword: password },
      {
        onSuccess: () => {
          notify('Assistant password changed', `Give ${assistant.name} the new password; they were signed out everywhere.`);
          setPassword('');
        },
        onError: (error) => notifyError('Password not changed', failureText(error, 'Please try again')),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="block flex-1">
        <span className="mb-1 block text-sm font-medium">New password for {assistant.name}</span>
        <input className="input w-full" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" minLength={6} required />
        <span className="mt-1 block text-xs text-base-content/75">For when {assistant.name} forgot theirs: they are then signed out on every device.</span>
      </label>
      <button type="submit" className="btn btn-outline sm:mb-5" disabled={reset.isPending}>
        Set password
      </button>
    </form>
  );
}
