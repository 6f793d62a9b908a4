import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { useQueryClient } from '@tanstack/react-query';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { messageKey, useTranslate } from '../../providers/translation';
import { useApiErrorText } from '../common/apiErrors';
import { useGuichetDataProvider } from '../common/useGuichetDataProvider';
import { useCollectionChoices } from './useCollectionChoices';

/** The list's bulk action: the chosen files given to one agent, or to nobody. */
export function AssignFilesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const dataProvider = useGuichetDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const { agents } = useCollectionChoices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const assign = async (agentId: number | null) => {
    setAnchor(null);
    try {
      const { assigned } = await dataProvider.assignCollectionFiles(selectedIds as number[], agentId);
      notify(messageKey('messages.COLLECTION_FILES_ASSIGNED'), {
        type: 'success',
        messageArgs: { smart_count: assigned },
      });
      onUnselectItems();
      await queryClient.invalidateQueries({ queryKey: ['collection-files'] });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" startIcon={<AssignmentIndIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('resources.collection-files.actions.assign')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {agents.map((agent) => (
          <MenuItem key={agent.id} onClick={() => void assign(agent.id)}>
            {agent.name}
          </MenuItem>
        ))}
        <MenuItem onClick={() => void assign(null)}>{translate('resources.collection-files.dialogs.nobody')}</MenuItem>
      </Menu>
    </>
  );
}
