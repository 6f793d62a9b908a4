// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractEnvelopeView, ContractReadiness } from '../../domain/contracts';
import { aLoan, refusal, renderLoanDialog } from './dialogs/loanDialogTestKit';
import { LoanSendContractDialog } from './LoanSendContractDialog';

afterEach(cleanup);

const ready = { refusals: [] };
const readiness = (
  overrides: Partial<ContractReadiness['channels']> = {},
  languages: ContractReadiness['languages'] = ['fr'],
): ContractReadiness => ({
  languages,
  channels: {
    EMAIL: { destination: 'jean@example.ca', ...ready },
    FAX: { destination: null, refusals: [{ key: 'CONTRACT_FAX_REQUIRED' }] },
    ESIGN: { destination: 'jean@example.ca', ...ready },
    ...overrides,
  },
});
const sentEnvelope: ContractEnvelopeView = {
  id: 'e1',
  loanId: 7,
  channel: 'ESIGN',
  language: 'fr',
  destination: 'jean@example.ca',
  status: 'SENT',
  sentAt: '2026-11-24T15:00:00Z',
  sentBy: 'Agent',
  expiresAt: '2026-12-08T15:00:00Z',
  signedAt: null,
  signerName: null,
  error: null,
};

function open(answers: {
  readiness: ContractReadiness;
  envelopes?: ContractEnvelopeView[];
  send?: () => Promise<ContractEnvelopeView>;
}) {
  const methods = {
    contractReadiness: vi.fn(async () => answers.readiness),
    loanContracts: vi.fn(async () => answers.envelopes ?? []),
    sendContract: vi.fn(answers.send ?? (async () => sentEnvelope)),
  };
  return { methods, ...renderLoanDialog(LoanSendContractDialog, aLoan(), methods) };
}

describe('LoanSendContractDialog', () => {
  it('shows where each channel goes, and sends by the one chosen', async () => {
    const { methods, dialog, onClose } = open({ readiness: readiness({}, ['fr', 'en']) });
    await waitFor(() => expect(dialog.getAllByText('jean@example.ca')).toHaveLength(2));
    expect(dialog.getByText('Contract language: French, then English')).toBeTruthy();
    fireEvent.click(dialog.getByLabelText(/Electronic signature/));
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(methods.sendContract).toHaveBeenCalledWith(7, 'ESIGN'));
    await waitFor(() => expect(screen.getByText('Contract sent')).toBeTruthy());
    expect(onClose).toHaveBeenCalled();
  });

  it('says what is missing, as the refusal would, and does not let it be sent', async () => {
    const banking = {
      destination: 'jean@example.ca',
      refusals: [
        { key: 'INSTITUTION_NUMBER_NOT_FOUND', params: { number: '999' } },
        { key: 'CONTRACT_LANGUAGE_REQUIRED' },
      ],
    };
    const { methods, dialog } = open({
      readiness: readiness({
        EMAIL: banking,
        ESIGN: banking,
        FAX: { destination: null, refusals: [...banking.refusals, { key: 'CONTRACT_FAX_REQUIRED' }] },
      }),
    });
    await waitFor(() => expect(dialog.getByText('Institution number does not exist (999)')).toBeTruthy());
    expect(dialog.getByText("The client's language is required to send the contract")).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dialog.getByLabelText(/Fax/));
    expect(dialog.getByText('The customer has no fax number')).toBeTruthy();
    expect(methods.sendContract).not.toHaveBeenCalled();
  });

  it('opens on a channel that can go, lists the contracts sent, and says a provider’s refusal', async () => {
    const { dialog, onClose } = open({
      readiness: readiness({
        EMAIL: { destination: null, refusals: [{ key: 'CONTRACT_EMAIL_REQUIRED' }] },
        ESIGN: { destination: null, refusals: [{ key: 'CONTRACT_EMAIL_REQUIRED' }] },
        FAX: { destination: '819-555-0000', refusals: [] },
      }),
      envelopes: [{ ...sentEnvelope, channel: 'EMAIL', status: 'SIGNED', signedAt: '2026-11-25T15:00:00Z' }],
      send: async () => {
        throw refusal('errors.FAX_NO_ANSWER');
      },
    });
    await waitFor(() => expect((dialog.getByLabelText(/Fax/) as HTMLInputElement).checked).toBe(true));
    expect(dialog.getByRole('table', { name: 'Contracts sent' })).toBeTruthy();
    expect(dialog.getByText('Signed')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(/fax machine did not answer/)).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
