import { useLocation } from 'wouter';
import { RegisterFormView } from '@pwa/features/auth/register-form';

export function SignupPage() {
  const [, navigate] = useLocation();
  return (
    <main className="flex min-h-dvh justify-center bg-gradient-to-br from-primary/10 via-base-200 to-accent/10 px-3 py-6 sm:py-12">
      <RegisterFormView onRegistered={(email) => navigate('/login', { state: { email } })} />
    </main>
  );
}
