import { Link } from 'wouter';

/** /view-network: the spec's placeholder; the working map is /network-map. */
export function ViewNetworkPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold">Coming Soon</h1>
      <p className="mt-3 text-base-content/75">A network view is on its way. Meanwhile, see your contacts on the map.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/network-map" className="btn btn-primary">
          View Map
        </Link>
        <Link href="/" className="btn btn-ghost">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
