import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useEditContext } from 'react-admin';
import { useLiveEditGuard } from './liveEditGuards';
import { StaleVersionAlert } from './StaleVersionAlert';
import { messageKey } from '../../providers/translation';

interface Props {
  stale: boolean;
  onUpdated: () => void;
}

/**
 * Inside an edit form whose save met a 409, or whose record another agent changed while this one
 * was typing (the live channel): Update reloads the record. The form is built with
 * `resetOptions={{ keepDirtyValues: true }}`, so the reloaded record (and its new version) fills
 * the fields the agent did not touch and keeps every one they typed (spec §8: nothing is lost).
 */
export function EditStaleVersionAlert({ stale, onUpdated }: Props) {
  const { refetch, record, resource, saving } = useEditContext();
  // Reading dirtyFields subscribes the form to them: the reset keeps exactly those. They also say
  // what the agent typed after such a reset (isDirty turns false though the typing stays).
  const { dirtyFields } = useFormState();
  const typing = Object.keys(dirtyFields).length > 0;
  const changedElsewhere = useLiveEditGuard(resource, record?.id, record?.version, typing && !saving);
  const [updating, setUpdating] = useState(false);
  if (!stale && !changedElsewhere) return null;

  const update = async () => {
    setUpdating(true);
    await refetch();
    setUpdating(false);
    onUpdated();
  };
  return (
    <StaleVersionAlert
      onUpdate={update}
      updating={updating}
      message={stale ? undefined : messageKey('resources.liveRefresh.changedElsewhere')}
    />
  );
}
