// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestTranslationProvider } from 'react-admin';
import { ALL_PERMISSIONS, type Permission } from '../../domain/permissions';
import { PermissionsMatrix } from './PermissionsMatrix';

const renderMatrix = (value: Permission[], onChange = vi.fn()) => {
  render(
    <TestTranslationProvider translate={(key: string) => key}>
      <PermissionsMatrix value={value} onChange={onChange} />
    </TestTranslationProvider>,
  );
  return onChange;
};

afterEach(cleanup);

describe('PermissionsMatrix', () => {
  it('draws one checkbox per permission of the catalogue, checked when granted', () => {
    renderMatrix([{ Action: 'view', Subject: 'deposit' }]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(ALL_PERMISSIONS.length);
    expect(
      (screen.getByLabelText('permissions.subjects.deposit — permissions.actions.view') as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByLabelText('permissions.subjects.deposit — permissions.actions.create') as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('adds a permission, answering in catalogue order', () => {
    const onChange = renderMatrix([{ Action: 'view', Subject: 'deposit' }]);
    fireEvent.click(screen.getByLabelText('permissions.subjects.user — permissions.actions.manage'));
    expect(onChange).toHaveBeenCalledWith([
      { Action: 'manage', Subject: 'user' },
      { Action: 'view', Subject: 'deposit' },
    ]);
  });

  it('removes a permission', () => {
    const onChange = renderMatrix([
      { Action: 'view', Subject: 'deposit' },
      { Action: 'view', Subject: 'outbox' },
    ]);
    fireEvent.click(screen.getByLabelText('permissions.subjects.outbox — permissions.actions.view'));
    expect(onChange).toHaveBeenCalledWith([{ Action: 'view', Subject: 'deposit' }]);
  });
});
