import type { Page } from '@playwright/test';
import { expect, type Texts } from './fixtures';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Unfolds the loan screen's schedule history: the deferred, cancelled and removed lines are hidden at first. */
export async function showScheduleHistory(page: Page, t: Texts) {
  const prefix = escapeRegExp(t.resources.loans.schedule.showHistory.split('%{smart_count}')[0]);
  await page
    .getByTestId('loan-schedule')
    .getByRole('switch', { name: new RegExp(`^${prefix}`) })
    .check();
}

/** The loan screen's schedule rows of one date (YYYY-MM-DD). */
export const scheduleRow = (page: Page, date: string) =>
  page.getByTestId('loan-schedule').getByRole('row').filter({ hasText: date });

/** Opens one of the loan screen's actions (its menu's item `loan-action-<key>`): answers its dialog. */
export async function openLoanAction(page: Page, key: string) {
  await page.getByTestId('loan-actions').click();
  await page.getByTestId(`loan-action-${key}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
