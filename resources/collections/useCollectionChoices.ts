import { useQuery } from '@tanstack/react-query';
import { PROVINCE_CODES } from '../../domain/canada';
import {
  AGENT_FILE_STATUSES,
  COLLECTION_FILE_REASONS,
  COLLECTION_STEPS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  MANUAL_FILE_REASONS,
} from '../../domain/collections';
import { currentLanguage } from '../../providers/i18nProvider';
import { memberKey, messageGroup, useTranslate, type MessageGroup } from '../../providers/translation';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** A degree's name in the reader's language. */
export const degreeName = (degree: { nameFr: string | null; nameEn: string | null }) =>
  (currentLanguage === 'fr' ? degree.nameFr : degree.nameEn) ?? '';

/** The choices the collections screens offer, translated: reasons, statuses, steps, contacts, agents, degrees. */
export function useCollectionChoices() {
  const translate = useTranslate();
  const dataProvider = useGuichetDataProvider();
  const { data } = useQuery({
    queryKey: ['collection-files', 'choices'],
    queryFn: () => dataProvider.collectionChoices(),
    staleTime: 60_000,
  });
  const choices = (group: MessageGroup, values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(memberKey(group, id)) }));
  return {
    reasons: choices(messageGroup('resources.collection-files.reason'), COLLECTION_FILE_REASONS),
    manualReasons: choices(messageGroup('resources.collection-files.reason'), MANUAL_FILE_REASONS),
    statuses: choices(messageGroup('resources.collection-files.status'), AGENT_FILE_STATUSES),
    steps: choices(messageGroup('resources.collection-files.steps'), COLLECTION_STEPS),
    channels: choices(messageGroup('resources.collection-files.channel'), CONTACT_CHANNELS),
    outcomes: choices(messageGroup('resources.collection-files.outcome'), CONTACT_OUTCOMES),
    provinces: choices(messageGroup('provinces'), PROVINCE_CODES),
    agents: data?.agents ?? [],
    degrees: (data?.degrees ?? []).map((degree) => ({ id: degree.index, name: degreeName(degree) })),
  };
}
