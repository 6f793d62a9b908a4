import { useId, type ReactNode } from 'react';
import { Box, Button, Stack, Typography, type ButtonProps } from '@mui/material';

/** MUI's disabled look drops the contained button's focus shadow: an outline shows focus instead. */
const UNAVAILABLE_FOCUS = {
  '&.Mui-disabled.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

export interface HeaderAction {
  key: string;
  label: string;
  /** Why it does not apply to the record as it stands, or null when it does. */
  reason: string | null;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
}

/**
 * A record's actions as buttons beside its links (`children`). One that does not apply now stays in
 * its place, disabled, and why is written under the row (its button described by those words):
 * hidden, it left the agent to guess; a tooltip on a disabled button reaches neither the keyboard
 * nor a screen reader.
 */
export function HeaderActions({ actions, children }: { actions: HeaderAction[]; children?: ReactNode }) {
  const baseId = useId();
  const reasons = [...new Set(actions.flatMap((action) => (action.reason ? [action.reason] : [])))];
  const reasonId = (reason: string) => `${baseId}-reason-${reasons.indexOf(reason)}`;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        {children}
        {actions.map((action) => {
          const unavailable = action.reason !== null;
          return (
            <Button
              key={action.key}
              variant={action.variant ?? 'outlined'}
              color={action.color}
              // Issue 33 (keyboard): disabled for the mouse and said so (aria-disabled, MUI's disabled
              // look), but still a Tab stop. A disabled button takes no focus: one whose dialog just
              // made it unavailable (Send, once sent) lost the focus the dialog gave back to the page,
              // and the keyboard could not reach the reason it is described by.
              onClick={unavailable ? undefined : action.onClick}
              aria-disabled={unavailable || undefined}
              className={unavailable ? 'Mui-disabled' : undefined}
              sx={UNAVAILABLE_FOCUS}
              aria-describedby={action.reason ? reasonId(action.reason) : undefined}
              data-testid={`action-${action.key}`}
            >
              {action.label}
            </Button>
          );
        })}
      </Stack>
      {reasons.map((reason) => (
        <Typography
          key={reason}
          id={reasonId(reason)}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, maxWidth: 520 }}
          data-testid="action-reason"
        >
          {actions
            .filter((action) => action.reason === reason)
            .map((action) => action.label)
            .join(', ')}{' '}
          — {reason}
        </Typography>
      ))}
    </Box>
  );
}
