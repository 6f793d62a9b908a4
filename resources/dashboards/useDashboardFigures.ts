import { useQuery } from '@tanstack/react-query';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** The dashboards' figures of a period, read again when it changes (and kept a minute). */
export function useDashboardFigures(period: { from?: string; to?: string }) {
  const dataProvider = useGuichetDataProvider();
  return useQuery({
    queryKey: ['dashboards', period.from, period.to],
    queryFn: () => dataProvider.dashboardFigures(period),
    staleTime: 60_000,
    // The figures shown stay while the next period's load (no flash of the loading screen).
    placeholderData: (previous) => previous,
  });
}
