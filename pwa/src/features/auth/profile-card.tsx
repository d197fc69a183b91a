import { useState } from 'react';
import { Link } from 'wouter';
import { Spinner } from '@pwa/components/spinner';
import { notify, notifyError } from '@pwa/lib/toast';
import { failureText } from '@pwa/lib/http-error';
import { displayNameOf, initialOf, useCurrentUser, useUpdateProfile } from './auth.api';
import { formatPhone } from '@shared/helpers/phone';

/** Own profile: view, or edit name and phone (email is read-only). */
export function ProfileCard() {
  const { user, query } = useCurrentUser();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');

  if (query.isLoading) return <Spinner label="Loading profile..." />;
  if (query.isError || !user) {
    return (
      <div className="card bg-base-100 p-8 text-center shadow">
        <p className="font-semibold text-error">Failed to load user profile</p>
        <Link href="/" className="btn btn-primary mt-4 self-center">
          Go Home
        </Link>
      </div>
    );
  }

  const startEdit = () => {
    setName(user.name);
    setPhone(user.phone);
    setEditing(true);
  };
  const save = () => {
    if (!name.trim()) {
      notifyError('Name is required.');
      return;
    }
    update.mutate(
      { name: name.trim(), phone: phone.trim() },
      {
        onSuccess: () => {
          notify('Profile updated', 'Your changes have been saved.');
          setEditing(false);
        },
        onError: (error) => notifyError(failureText(error, 'Failed to update profile')),
      },
    );
  };

  return (
    <section className="card bg-base-100 shadow" aria-labelledby="profile-title">
      <div className="card-body gap-6">
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
          <div className="avatar avatar-placeholder">
            <div className="w-20 rounded-full bg-primary text-primary-content">
              <span className="text-3xl">{initialOf(user)}</span>
            </div>
          </div>
          <div className="text-center sm:text-left">
            <h1 id="profile-title" className="text-2xl font-bold">
              {displayNameOf(user)}
            </h1>
            <p className="text-sm text-base-content/75">
              <span className="badge badge-soft badge-primary mr-2 capitalize">{user.role}</span>
              {user.organizationName}
            </p>
          </div>
          <button type="button" className="btn btn-sm btn-outline sm:ml-auto" disabled title="Photo upload is not available yet">
            Change Photo
          </button>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block">
            <span className="mb-1 block text-sm font-medium">Name</span>
            {editing ? (
              <input className="input w-full" value={name} onChange={(e) => setName(e.target.value)} disabled={update.isPending} autoComplete="name" />
            ) : (
              <p className="min-h-10 rounded-field bg-base-200 px-3 py-2">{user.name}</p>
            )}
          </label>
          <label className="block">
            <span className="mb-1 block text-sm font-medium">Email</span>
            <input className="input w-full" value={user.email} readOnly disabled aria-readonly="true" />
          </label>
          <label className="block">
            <span className="mb-1 block text-sm font-medium">Phone</span>
            {editing ? (
              <input className="input w-full" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} disabled={update.isPending} autoComplete="tel" />
            ) : (
              <p className="min-h-10 rounded-field bg-base-200 px-3 py-2">{user.phone ? formatPhone(user.phone) : 'Not provided'}</p>
            )}
          </label>
        </div>

        <div className="flex flex-wrap justify-end gap-2">
          {editing ? (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" onClick={save} disabled={update.isPending}>
                {update.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                Save Changes
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={startEdit}>
              Edit Profile
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
