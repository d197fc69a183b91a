import { Link } from 'wouter';

const PLATFORMS = [
  { name: 'Instagram', text: 'Posts, stories and reels', tone: 'from-pink-500 to-orange-400' },
  { name: 'Twitter/X', text: 'Updates and threads', tone: 'from-slate-800 to-slate-600' },
  { name: 'Facebook', text: 'Pages and events', tone: 'from-blue-600 to-sky-500' },
];
const FEATURES = [
  'Post scheduling across platforms',
  'AI content suggestions in your language',
  'Engagement analytics',
  'Team collaboration and approvals',
  'Brand consistency checks',
];

export function SocialMediaPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10 text-center">
      <span className="badge badge-accent badge-lg">Prasthuthi Anveshana</span>
      <h1 className="mt-4 text-4xl font-bold">Coming Soon</h1>
      <p className="mt-2 text-base-content/75">Manage your organization's social media from one place.</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {PLATFORMS.map((p) => (
          <div key={p.name} className="card bg-base-100 shadow">
            <div className="card-body items-center">
              <span className={`h-12 w-12 rounded-xl bg-gradient-to-br ${p.tone}`} aria-hidden="true" />
              <h2 className="card-title">{p.name}</h2>
              <p className="text-sm text-base-content/75">{p.text}</p>
            </div>
          </div>
        ))}
      </div>
      <section className="card mt-8 bg-base-100 text-left shadow">
        <div className="card-body">
          <h2 className="card-title">Planned features</h2>
          <ul className="list-inside list-disc space-y-1 text-base-content/80">
            {FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </section>
      <Link href="/" className="btn btn-primary mt-8">
        Back to Home
      </Link>
    </main>
  );
}
