import { useTranslate } from 'react-admin';
import { DENIAL_REASONS, IBV_STATUSES, REQUEST_ORIGINS, type RequestStatus } from '../../domain/requests';

/** The shared enumerations of a loan request, with their translated names, for inputs and filters. */
export function useRequestChoices() {
  const translate = useTranslate();
  const choices = (group: string, values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(`resources.requests.${group}.${id}`) }));
  return {
    statuses: (statuses: readonly RequestStatus[]) => choices('status', statuses),
    origins: choices('origin', REQUEST_ORIGINS),
    ibvStatuses: choices('ibvStatus', IBV_STATUSES),
    denialReasons: choices('denialReason', DENIAL_REASONS),
  };
}
