import { Link } from 'wouter';
import { Logo } from '@pwa/components/logo';

export function LandingPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-primary/10 via-base-200 to-accent/10 p-4">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body items-center gap-5 text-center">
          <Logo className="h-20 w-20" />
          <div>
            <p className="text-3xl font-bold tracking-tight text-primary">Sahayak</p>
            <h1 className="mt-2 text-xl font-semibold">AI powered assistant</h1>
            <p className="mt-2 text-sm text-base-content/75">Response letters for your invitations and a professional network, in your language, even offline.</p>
          </div>
          <Link href="/login" className="btn btn-primary btn-wide">
            Get Started - Sign In
          </Link>
          <p className="flex items-center gap-2 text-xs text-base-content/75">
            <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 118 0v4" />
            </svg>
            Secure login required - Your letters are private and only visible to you
          </p>
        </div>
      </div>
    </main>
  );
}
