import { Card, CardContent, Typography } from '@mui/material';
import { formatCad } from '../../providers/formatters';
import { memberKey, messageKey, useTranslate } from '../../providers/translation';
import { LabelledValues } from '../common/LabelledValues';
import { useCollectionFileRecord } from './useCollectionFile';
import { degreeName } from './useCollectionChoices';

const field = (name: string) => memberKey('resources.collection-files.fields', name);

/** The arrears (computed from the schedule, never typed) and how to reach the borrower. */
export function CollectionFileFigures() {
  const translate = useTranslate();
  const file = useCollectionFileRecord();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.collection-files.detail.figures')}
        </Typography>
        <LabelledValues
          items={[
            { label: field('amountOwed'), value: formatCad(file.amountOwed) },
            { label: field('daysPastDue'), value: file.daysPastDue },
            {
              label: field('degree'),
              value: file.degree === null ? null : degreeName({ nameFr: file.degreeNameFr, nameEn: file.degreeNameEn }),
            },
            { label: field('since'), value: file.since },
            { label: field('lastPaymentDate'), value: file.lastPaymentDate },
            { label: field('reason'), value: translate(memberKey('resources.collection-files.reason', file.reason)) },
            { label: field('loanNumber'), value: file.loanNumber },
            { label: field('openedOn'), value: file.openedOn },
            { label: field('lastReturnOn'), value: file.lastReturnOn },
            {
              label: field('agreement'),
              value: translate(memberKey('resources.collection-files.agreement', file.agreement)),
            },
            { label: field('expectedTransferOn'), value: file.expectedTransferOn },
            {
              label: field('expectedAmount'),
              value: file.expectedAmount === null ? null : formatCad(file.expectedAmount),
            },
            { label: field('actualTransferOn'), value: file.actualTransferOn },
            { label: field('settledOn'), value: file.settledOn },
          ]}
        />
        <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 3 }}>
          {translate('resources.collection-files.detail.borrower')}
        </Typography>
        <LabelledValues
          items={[
            { label: field('name'), value: `${file.firstName} ${file.lastName}` },
            { label: field('customerNumber'), value: file.customerNumber },
            { label: field('phone'), value: file.phone },
            { label: field('cell'), value: file.cell },
            { label: field('email'), value: file.email },
            { label: field('province'), value: file.province && translate(memberKey('provinces', file.province)) },
          ]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="pacing">
          {translate(messageKey('resources.collection-files.detail.contactsThisWeek'), {
            count: file.pacing.contactsThisWeek,
            limit: file.pacing.contactsPerWeek,
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
