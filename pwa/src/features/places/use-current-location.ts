import { useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '@shared/limits';
import { notify, notifyError } from '@pwa/lib/toast';
import { coordinateText, reverseGeocode, type PickedLocation } from './places.api';

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 }),
  );
}

/**
 * 'Use current location' (spec §5, §7, §8): the device's position (high accuracy, 5 s), named by
 * the reverse geocoder, or by its coordinates when the geocoder cannot name it.
 */
export function useCurrentLocation(onLocated: (location: PickedLocation) => void) {
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      notifyError('Location not supported', "Your browser doesn't support location services.");
      return;
    }
    setLocating(true);
    try {
      let coords: GeolocationCoordinates;
      try {
        coords = (await position()).coords;
      } catch (error) {
        const code = (error as GeolocationPositionError | undefined)?.code;
        if (code === 3 || code === 2) {
          // Timeout or no fix: permissions are fine, the device just could not tell in time.
          notifyError('Location unavailable', 'Your location could not be determined in time. Please try again or search for the place.');
        } else {
          notifyError('Location access denied', 'Unable to access your location. Please check your browser permissions.');
        }
        return;
      }
      const { name, found } = await reverseGeocode(coords.latitude, coords.longitude);
      onLocated({ latitude: coordinateText(coords.latitude), longitude: coordinateText(coords.longitude), locationName: name });
      if (found) notify('Current location detected', name);
      else notify('Location detected', name);
    } finally {
      setLocating(false);
    }
  };

  return { locate, locating };
}
