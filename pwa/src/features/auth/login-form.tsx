import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Logo } from '@pwa/components/logo';
import { failureText, HttpError } from '@pwa/lib/http-error';
import { notify, notifyError } from '@pwa/lib/toast';
import { REDIRECT_AFTER_LOGIN_MS } from '@shared/limits';
import { useLogin } from './auth.api';

/** Email + password; after the success toast, `onSignedIn` runs 1 s later (spec §4). */
export function LoginForm({ onSignedIn, initialEmail = '' }: { onSignedIn: () => void; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const login = useLogin();
  const busy = login.isPending || login.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          notify('Login Successful', 'Welcome! Redirecting to your dashboard...');
          setTimeout(onSignedIn, REDIRECT_AFTER_LOGIN_MS);
        },
        onError: (error) => {
          if (error instanceof HttpError) notifyError('Login Failed', failureText(error, 'Invalid email or password'));
          else notifyError('Error', 'Failed to connect to server');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="card w-full max-w-sm bg-base-100 shadow-xl" noValidate={false}>
      <div className="card-body gap-4">
        <div className="flex flex-col items-center gap-2 text-center">
          <Logo className="h-14 w-14" />
          <h1 className="text-2xl font-bold">Sahayak</h1>
          <p className="text-sm text-base-content/75">Sign in to your organization</p>
        </div>
        <label className="form-control w-full">
          <span className="label-text mb-1 block text-sm font-medium">Email</span>
          <input className="input w-full" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} disabled={busy} />
        </label>
        <label className="form-control w-full">
          <span className="label-text mb-1 block text-sm font-medium">Password</span>
          <input className="input w-full" type="password" name="password" autoComplete="current-password" autoFocus={initialEmail !== ''} required value={password} onChange={(e) => setPassword(e.target.value)} disabled={busy} />
        </label>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {login.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </button>
        <p className="text-center text-sm">
          New to Sahayak?{' '}
          <Link href="/signup" className="link link-primary">
            Create account
          </Link>
        </p>
      </div>
    </form>
  );
}
