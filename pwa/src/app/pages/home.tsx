import { Link } from 'wouter';
import { Icon, type IconName } from '@pwa/components/icons';
import { useClientConfig, useCurrentUser, useIsSamparkOnly } from '@pwa/features/auth/auth.api';

interface Tile {
  title: string;
  text: string;
  icon: IconName;
  tone: string;
}

function TileBody({ title, text, icon, tone }: Tile) {
  return (
    <div className="card-body items-center gap-3 text-center">
      <span className={`grid h-16 w-16 place-items-center rounded-2xl ${tone}`} aria-hidden="true">
        <Icon name={icon} className="h-8 w-8" />
      </span>
      <h2 className="card-title text-xl">{title}</h2>
      <p className="text-sm text-base-content/75">{text}</p>
      <span className="btn btn-primary btn-sm mt-2">Get Started</span>
    </div>
  );
}

const tileClass = 'card bg-base-100 shadow-md transition hover:-translate-y-0.5 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-primary';

export function HomePage() {
  const { user } = useCurrentUser();
  const samparkOnly = useIsSamparkOnly(!!user);
  const config = useClientConfig();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-center text-3xl font-bold sm:text-4xl">
        Welcome to <span className="text-primary">Sahayak</span>
      </h1>
      <p className="mt-2 text-center text-base-content/75">Choose an assistant to begin.</p>
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {samparkOnly ? null : (
          <Link href="/invitation-assistant" className={tileClass}>
            <TileBody title="Amanthran Assistant" text="Generate personalized response powered by AI" icon="mail" tone="bg-primary/10 text-primary" />
          </Link>
        )}
        <Link href="/sampark-assistant" className={tileClass}>
          <TileBody title="Sampark Assistant" text="Manage your network" icon="users" tone="bg-secondary/10 text-secondary" />
        </Link>
        <a href={config.data?.socialMediaUrl ?? '/social-media-management'} target="_blank" rel="noopener noreferrer" className={tileClass}>
          <TileBody title="Prasthuthi Anveshana" text="Manage social media" icon="megaphone" tone="bg-accent/20 text-accent-content" />
        </a>
      </div>
    </main>
  );
}
