import { useEffect, useMemo } from 'react';

/** An object URL for a photo kept on the device, revoked when the blob changes or the screen goes. */
export function useBlobUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
