import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate, keysIn, memberKey } from '../../providers/translation';
import { formatCad, formatDateTime } from '../../providers/formatters';
import type { LoanRequestRecord } from '../../providers/requestWire';
import { LabelledValues } from '../common/LabelledValues';
import { RequestStatusChip } from './RequestStatusChip';

const field = keysIn('resources.requests.fields');

/** Every field of spec §3's loan request, read-only; the applicant's link opens their profile with this request. */
export function RequestSummary({ request }: { request: LoanRequestRecord }) {
  const translate = useTranslate();
  const customerPath = `/apps/customers/detail/${request.customerId}/${request.id}`;
  return (
    <LabelledValues
      items={[
        { label: field('createdAt'), value: formatDateTime(request.createdAt) },
        { label: field('status'), value: <RequestStatusChip status={request.status} /> },
        { label: field('statusChangedAt'), value: formatDateTime(request.statusChangedAt) },
        {
          label: field('customerNumber'),
          value: (
            <MuiLink component={Link} to={customerPath}>
              {request.customerNumber}
            </MuiLink>
          ),
        },
        { label: field('firstName'), value: request.firstName },
        { label: field('lastName'), value: request.lastName },
        { label: field('email'), value: request.email },
        { label: field('city'), value: request.city },
        {
          label: field('province'),
          value: request.province ? translate(memberKey('provinces', request.province), { _: request.province }) : null,
        },
        { label: field('phone'), value: request.phone },
        { label: field('cell'), value: request.cell },
        { label: field('requestedAmountCents'), value: formatCad(request.requestedAmountCents) },
        { label: field('approvedAmountCents'), value: formatCad(request.approvedAmountCents) },
        { label: field('origin'), value: translate(`resources.requests.origin.${request.origin}`) },
        { label: field('ibvStatus'), value: translate(`resources.requests.ibvStatus.${request.ibvStatus}`) },
        {
          label: field('denialReason'),
          value: request.denialReason ? translate(`resources.requests.denialReason.${request.denialReason}`) : null,
        },
      ]}
    />
  );
}
