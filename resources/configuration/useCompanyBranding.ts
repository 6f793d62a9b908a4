import { useQuery } from '@tanstack/react-query';
import { apiBaseUrl } from '../../providers/apiBaseUrl';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

export const BRANDING_KEY = ['branding'] as const;

/** A path of the API as an <img> needs it: on the API's origin, which may not be the page's (spec §7). */
export const apiUrl = (path: string) => `${apiBaseUrl(import.meta.env.VITE_API_ORIGIN, window.location)}${path}`;

/** The company's name and logo as the app bar shows them; the general tab refreshes it after a change. */
export function useCompanyBranding() {
  const dataProvider = useGuichetDataProvider();
  const query = useQuery({
    queryKey: BRANDING_KEY,
    queryFn: () => dataProvider.publicBranding(),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
  return { companyName: query.data?.companyName, logoSrc: query.data?.logoUrl ? apiUrl(query.data.logoUrl) : null };
}
