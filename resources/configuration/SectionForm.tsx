import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import { SaveButton, Toolbar } from 'react-admin';
import { Form } from '../common/Form';
import { StaleVersionAlert } from '../common/StaleVersionAlert';
import type { useSectionSave } from './useSectionSave';

const KEEP_TYPED = { keepDirtyValues: true } as const;
const FIELDSET = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

interface Props<Values extends FieldValues> {
  /** What useSectionSave answered for this form. */
  save: ReturnType<typeof useSectionSave<Values, unknown>>;
  values: Values;
  resolver: Resolver<Values>;
  readOnly: boolean;
  /** Reads the section again (after a 409); what was typed stays. */
  onReload: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * The shell of a configuration section's form, saved at the version read: the "press Update" alert
 * after a 409, the inputs in a fieldset disabled when read-only, and the save bar for those who may
 * change it (disabled while stale or saving).
 */
export function SectionForm<Values extends FieldValues>({
  save,
  values,
  resolver,
  readOnly,
  onReload,
  children,
}: Props<Values>) {
  return (
    <Form
      key={save.generation}
      record={values}
      resolver={resolver as unknown as Resolver<FieldValues>}
      resetOptions={KEEP_TYPED}
      // Our own messages, in the reader’s language, rather than the browser’s bubbles on email and URL fields.
      noValidate
      onSubmit={save.submit as SubmitHandler<FieldValues>}
      warnWhenUnsavedChanges
    >
      {save.stale && (
        <StaleVersionAlert
          onUpdate={async () => {
            await onReload();
            save.setStale(false);
          }}
        />
      )}
      <Box component="fieldset" disabled={readOnly} sx={FIELDSET}>
        {children}
      </Box>
      {!readOnly && (
        <Toolbar sx={{ mt: 2 }}>
          <SaveButton disabled={save.stale || save.saving} />
        </Toolbar>
      )}
    </Form>
  );
}
