import { useId, type ReactNode } from 'react';
import { Box, Button, Stack, Typography, type ButtonProps } from '@mui/material';

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
        {actions.map((action) => (
          <Button
            key={action.key}
            variant={action.variant ?? 'outlined'}
            color={action.color}
            onClick={action.onClick}
            disabled={action.reason !== null}
            aria-describedby={action.reason ? reasonId(action.reason) : undefined}
            data-testid={`action-${action.key}`}
          >
            {action.label}
          </Button>
        ))}
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
