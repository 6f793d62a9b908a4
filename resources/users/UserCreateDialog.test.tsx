// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues } from '../../i18n/catalogues';
import { UserCreateDialog } from './UserCreateDialog';

afterEach(cleanup);

describe('UserCreateDialog', () => {
  it('warns as soon as no role is ticked, and the warning goes when one is', () => {
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => catalogues.en, 'en')}>
        <UserCreateDialog open onClose={() => undefined} onCreated={() => undefined} />
      </AdminContext>,
    );
    const warning = () => screen.queryByText(catalogues.en.resources.users.create.noRole);
    expect(warning()).toBeNull();
    const user = screen.getByRole('checkbox', { name: catalogues.en.roles.user });
    fireEvent.click(user);
    expect(warning()).not.toBeNull();
    fireEvent.click(user);
    expect(warning()).toBeNull();
  });
});
