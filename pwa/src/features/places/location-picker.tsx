import { useState } from 'react';
import { Icon } from '@pwa/components/icons';
import { notify, notifyError } from '@pwa/lib/toast';
import { LocationSearch } from './location-search';
import { useCurrentLocation } from './use-current-location';
import { coordinateText, findAddress, type PickedLocation } from './places.api';

/**
 * The Location field of a contact: the chosen place (with Clear), a search box with suggestions
 * and 'Use current location'.
 */
export function LocationPicker({ value, onChange, disabled, address = '' }: { value: PickedLocation; onChange: (location: PickedLocation) => void; disabled?: boolean; address?: string }) {
  const { locate, locating } = useCurrentLocation(onChange);
  const [finding, setFinding] = useState(false);
  const chosen = value.latitude !== '' && value.longitude !== '';

  // The address (typed, or read off a card) offered as the location: its town, found by the geocoder.
  const takeAddress = async () => {
    setFinding(true);
    try {
      const found = await findAddress(address);
      if (!found) return notifyError('Address not found on the map', 'Search for the town or city instead.');
      onChange({ latitude: coordinateText(found.lat), longitude: coordinateText(found.lng), locationName: found.suggestion.description });
      notify('Location selected', found.suggestion.description);
    } catch {
      notifyError('Error', 'Failed to get location details. Please try again.');
    } finally {
      setFinding(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Location</legend>
      {chosen ? (
        <div className="flex items-start gap-3 rounded-field border border-primary/30 bg-primary/5 px-3 py-2" data-testid="chosen-location">
          <Icon name="pin" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="break-words text-sm font-medium">{value.locationName || 'Pinned location'}</p>
            <p className="text-xs text-base-content/75">
              {value.latitude}, {value.longitude}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => {
              onChange({ latitude: '', longitude: '', locationName: '' });
              notify('Location cleared');
            }}
          >
            Clear
          </button>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <LocationSearch onPicked={onChange} disabled={disabled} />
        </div>
        <button type="button" className="btn btn-outline" onClick={() => void locate()} disabled={disabled || locating}>
          {locating ? <span className="loading loading-spinner loading-sm" /> : <Icon name="locate" className="h-4 w-4" />}
          {locating ? 'Locating...' : 'Use current location'}
        </button>
      </div>
      {!chosen && address.trim() ? (
        <button type="button" className="btn btn-sm btn-ghost justify-start gap-2 self-start text-left font-normal" onClick={() => void takeAddress()} disabled={disabled || finding}>
          {finding ? <span className="loading loading-spinner loading-xs" /> : <Icon name="pin" className="h-4 w-4 shrink-0 text-primary" />}
          <span>
            Use the address as location: <span className="font-medium">{address.split(/\n/)[0]!.slice(0, 60)}</span>
          </span>
        </button>
      ) : null}
      {!chosen ? <p className="text-xs text-base-content/75">Contacts with a location appear on the network map.</p> : null}
    </fieldset>
  );
}
