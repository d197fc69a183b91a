import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { LoginForm } from '@pwa/features/auth/login-form';
import { authKeys } from '@pwa/features/auth/auth.api';

export function LoginPage() {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  // Straight after registration the new admin's email is already filled in.
  const registered = useHistoryState<{ email?: string } | null>();
  const signedIn = async () => {
    navigate('/');
    await client.invalidateQueries({ queryKey: authKeys.user() });
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-primary/10 via-base-200 to-accent/10 p-4">
      <LoginForm onSignedIn={signedIn} initialEmail={registered?.email ?? ''} />
    </main>
  );
}
