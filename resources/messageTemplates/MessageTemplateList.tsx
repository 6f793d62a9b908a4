import { Alert, Box, Button, CardContent, Chip, Link as MuiLink } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import { Link } from 'react-router-dom';
import { useCanAccess, useGetList } from 'react-admin';
import { useTranslate, messageKey } from '../../providers/translation';
import type { MessageTemplateRecord } from '../../domain/messageTemplates';
import { MAX_TEMPLATE_CHOICES } from '../../providers/messageActions';
import { useApiErrorText } from '../common/apiErrors';
import { FilterableDataTable, type DataTableColumn } from '../common/dataTable/FilterableDataTable';
import { MESSAGE_FRAME_PATH, NEW_TEMPLATE_ID, messageDetailPath } from './messagePaths';

/**
 * /configuration/messages/all: every template with its title, description and whether it goes by
 * email and by SMS; a title opens its editor. New template and the header and footer from here.
 */
export function MessageTemplateList() {
  const translate = useTranslate();
  const errorText = useApiErrorText();
  const { canAccess: canUpdate = false } = useCanAccess({ resource: 'configuration', action: 'update' });
  const {
    data = [],
    isPending,
    error,
  } = useGetList<MessageTemplateRecord>('message-templates', {
    sort: { field: 'title', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_TEMPLATE_CHOICES },
  });
  // Whether a channel is on, said in words: a switch that cannot be switched here read as broken.
  const channelSwitch = (template: MessageTemplateRecord, field: 'emailEnabled' | 'smsEnabled') => (
    <Chip
      size="small"
      variant={template[field] ? 'filled' : 'outlined'}
      color={template[field] ? 'success' : 'default'}
      label={translate(template[field] ? 'ra.boolean.true' : 'ra.boolean.false')}
      data-testid={`template-${field}`}
    />
  );
  const columns: DataTableColumn<MessageTemplateRecord>[] = [
    {
      field: 'title',
      label: messageKey('resources.messageTemplates.list.columns.title'),
      render: (template) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <MuiLink component={Link} to={`/apps${messageDetailPath(template.id)}`}>
            {template.title}
          </MuiLink>
          {template.system && (
            <Chip size="small" variant="outlined" label={translate('resources.messageTemplates.list.system')} />
          )}
        </Box>
      ),
    },
    { field: 'description', label: messageKey('resources.messageTemplates.list.columns.description') },
    {
      field: 'emailEnabled',
      label: messageKey('resources.messageTemplates.list.columns.email'),
      text: (template) => (template.emailEnabled ? translate('ra.boolean.true') : translate('ra.boolean.false')),
      render: (template) => channelSwitch(template, 'emailEnabled'),
    },
    {
      field: 'smsEnabled',
      label: messageKey('resources.messageTemplates.list.columns.sms'),
      text: (template) => (template.smsEnabled ? translate('ra.boolean.true') : translate('ra.boolean.false')),
      render: (template) => channelSwitch(template, 'smsEnabled'),
    },
  ];

  return (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {canUpdate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={Link}
            to={`/apps${messageDetailPath(NEW_TEMPLATE_ID)}`}
          >
            {translate('resources.messageTemplates.list.new')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<TuneIcon />} component={Link} to={`/apps${MESSAGE_FRAME_PATH}`}>
          {translate('resources.messageTemplates.list.frame')}
        </Button>
      </Box>
      {!canUpdate && <Alert severity="info">{translate('resources.messageTemplates.readOnly')}</Alert>}
      {error ? (
        <Alert severity="error">{errorText(error)}</Alert>
      ) : (
        <FilterableDataTable
          label={messageKey('resources.messageTemplates.list.title')}
          rows={data}
          columns={columns}
          rowKey={(template) => template.id}
          emptyLabel={messageKey('resources.messageTemplates.list.empty')}
          loading={isPending}
        />
      )}
    </CardContent>
  );
}
