import { useState } from 'react';
import { Button } from '@mui/material';
import UpdateIcon from '@mui/icons-material/Update';
import { useQueryClient } from '@tanstack/react-query';
import { CanAccess, useNotify, useRefresh } from 'react-admin';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';

/** "Update the files": the hourly sweep run now (after the degrees changed, or to see the day's moves at once). */
export function SweepFilesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const swept = await dataProvider.sweepCollectionFiles();
      notify(messageKey('messages.COLLECTION_FILES_SWEPT'), { type: 'success', messageArgs: swept });
      await queryClient.invalidateQueries({ queryKey: ['collection-files'] });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <CanAccess resource="collection-files" action="edit">
      <Button size="small" startIcon={<UpdateIcon />} onClick={() => void run()} disabled={running}>
        {translate('resources.collection-files.actions.sweep')}
      </Button>
    </CanAccess>
  );
}
