import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary/80">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-base-content/75">The page you are looking for does not exist.</p>
      <Link href="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </main>
  );
}
