import { useQuery } from '@tanstack/react-query';
import { useTranslate } from '../../providers/translation';
import type { RequestQueue } from '../../domain/requests';
import { QueueSidebar } from '../common/QueueSidebar';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { REQUEST_QUEUE_PATHS } from './requestQueues';

/**
 * The requests' table needs about 810 px for its default columns (870 with the accepted queue's
 * loan number): beside the menu, the 250-px queues fit beside it from 1,536 px (xl); below that
 * they are a row above it.
 */
export const REQUEST_QUEUES_BESIDE_FROM = 'xl';

/** Spec §2's sidebar: one route per entry, each with its count (GET /api/requests/counts). */
export function RequestQueueSidebar({ current }: { current: RequestQueue }) {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data } = useQuery({ queryKey: ['requests', 'counts'], queryFn: () => dataProvider.requestCounts() });
  return (
    <QueueSidebar
      title={translate('resources.requests.queues.title')}
      entries={REQUEST_QUEUE_PATHS.map(({ queue, path }) => ({
        queue,
        path,
        label: translate(`resources.requests.queues.${queue}`),
      }))}
      current={current}
      counts={data?.counts}
      cap={data?.cap}
      compactBelow={REQUEST_QUEUES_BESIDE_FROM}
    />
  );
}
