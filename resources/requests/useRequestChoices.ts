import { useTranslate, inGroup, type GroupIn } from '../../providers/translation';
import { DENIAL_REASONS, IBV_STATUSES, REQUEST_ORIGINS, type RequestStatus } from '../../domain/requests';

/** The shared enumerations of a loan request, with their translated names, for inputs and filters. */
const memberOfRequests = inGroup('resources.requests');

export function useRequestChoices() {
  const translate = useTranslate();
  const choices = (group: GroupIn<'resources.requests'>, values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(memberOfRequests(group, id)) }));
  return {
    statuses: (statuses: readonly RequestStatus[]) => choices('status', statuses),
    origins: choices('origin', REQUEST_ORIGINS),
    ibvStatuses: choices('ibvStatus', IBV_STATUSES),
    denialReasons: choices('denialReason', DENIAL_REASONS),
  };
}
