import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { LoginForm } from '@pwa/features/auth/login-form';
import { authKeys } from '@pwa/features/auth/auth.api';

export function LoginPage() {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const signedIn = async () => {
    navigate('/');
    await client.invalidateQueries({ queryKey: authKeys.user() });
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-primary/10 via-base-200 to-accent/10 p-4">
      <LoginForm onSignedIn={signedIn} />
    </main>
  );
}
