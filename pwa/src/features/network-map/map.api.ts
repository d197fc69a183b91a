import { useQuery } from '@tanstack/react-query';
import { MapsKeyAnswer } from '@shared/schemas/places';
import { apiPaths } from '@shared/api-paths';
import { apiJson } from '@pwa/lib/http';

export const mapKeys = {
  settings: () => ['maps', 'settings'] as const,
};

/** GET /api/maps/key: whether the server offers raster tiles (tileUrl) and their attribution. */
export const useMapSettings = () =>
  useQuery({
    queryKey: mapKeys.settings(),
    queryFn: async () => MapsKeyAnswer.parse(await apiJson<unknown>('GET', apiPaths.mapsKey)),
  });
