import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../providers/apiBaseUrl';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

export const BRANDING_KEY = ['branding'] as const;

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
