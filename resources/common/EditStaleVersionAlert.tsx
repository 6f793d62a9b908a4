import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useEditContext } from 'react-admin';
import { StaleVersionAlert } from './StaleVersionAlert';

interface Props {
  stale: boolean;
  onUpdated: () => void;
}

/**
 * Inside an edit form whose save met a 409: Update reloads the record. The form is built with
 * `resetOptions={{ keepDirtyValues: true }}`, so the reloaded record (and its new version) fills
 * the fields the agent did not touch and keeps every one they typed (spec §8: nothing is lost).
 */
export function EditStaleVersionAlert({ stale, onUpdated }: Props) {
  const { refetch } = useEditContext();
  // Reading dirtyFields subscribes the form to them: the reset keeps exactly those.
  const { dirtyFields } = useFormState();
  void dirtyFields;
  const [updating, setUpdating] = useState(false);
  if (!stale) return null;

  const update = async () => {
    setUpdating(true);
    await refetch();
    setUpdating(false);
    onUpdated();
  };
  return <StaleVersionAlert onUpdate={update} updating={updating} />;
}
