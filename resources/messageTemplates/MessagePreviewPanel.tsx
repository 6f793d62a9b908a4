import { useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from '../../providers/translation';
import type { CustomerRecord } from '../../providers/customerWire';
import { useApiErrorText } from '../common/apiErrors';
import { PreviewCustomerPicker } from './PreviewCustomerPicker';
import { RenderedMessageView } from './RenderedMessageView';
import type { TemplateValues } from './templateForm';
import { useMessagePreview } from './useMessagePreview';

/**
 * The editor's live preview: the template as typed, rendered by the server for the customer the
 * agent picks, French and English side by side, with the header and footer around the email.
 */
export function MessagePreviewPanel({ values }: { values: TemplateValues }) {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const [customer, setCustomer] = useState<CustomerRecord | null>(null);
  const { title: _title, description: _description, ...texts } = values;
  const preview = useMessagePreview(customer ? { ...texts, customerId: customer.id } : null);
  const loan = preview.data?.loan;

  return (
    <Box
      component="section"
      aria-label={translate('resources.messageTemplates.preview.title')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate('resources.messageTemplates.preview.title')}
        </Typography>
        <PreviewCustomerPicker value={customer} onChange={setCustomer} />
        {preview.data && (
          <Typography variant="body2" color="text.secondary">
            {loan
              ? translate('resources.messageTemplates.preview.loan', { number: loan.loanNumber })
              : translate('resources.messageTemplates.preview.noLoan')}
          </Typography>
        )}
      </Box>
      {preview.isFetching && <LinearProgress aria-label={translate('resources.messageTemplates.preview.loading')} />}
      {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
      {preview.data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {(['fr', 'en'] as const).map((language) => (
            <Box key={language} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {translate(`resources.messageTemplates.preview.${language === 'fr' ? 'french' : 'english'}`)}
              </Typography>
              <RenderedMessageView
                rendered={preview.data[language]}
                language={language}
                showEmail={values.emailEnabled}
                showSms={values.smsEnabled}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
