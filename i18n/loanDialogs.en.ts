import type { loanDialogsFr } from './loanDialogs.fr';
import type { DeepStringShape } from './types';

export const loanDialogsEn: DeepStringShape<typeof loanDialogsFr> = {
  cancel: 'Cancel',
};
