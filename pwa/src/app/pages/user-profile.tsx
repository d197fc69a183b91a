import { ProfileCard } from '@pwa/features/auth/profile-card';
import { OrganizationSettings } from '@pwa/features/auth/organization-settings';
import { OrganizationLetterhead } from '@pwa/features/auth/organization-letterhead';
import { AccountSecurity } from '@pwa/features/auth/account-security';
import { useCurrentUser } from '@pwa/features/auth/auth.api';

export function UserProfilePage() {
  const { user } = useCurrentUser();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <ProfileCard />
      {user?.role === 'admin' ? <OrganizationSettings /> : null}
      {user?.role === 'admin' ? <OrganizationLetterhead /> : null}
      <AccountSecurity />
    </main>
  );
}
