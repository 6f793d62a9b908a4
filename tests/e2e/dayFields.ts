import type { Locator, Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A date field by its label: MUI X's group of sections (year, month, day), named by its label with
 * or without the required mark.
 */
export const dayField = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: new RegExp(`^${escaped(label)}(\\s*\\*)?$`) });

/**
 * Types a day ("2026-11-24") into a date field as a person does: every section chosen and emptied,
 * then its digits, year first.
 */
export async function typeDay(field: Locator, day: string) {
  await field.click();
  const keyboard = field.page().keyboard;
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(day.replace(/\D/g, ''));
}

/** The day a date field holds ("2026-11-24"), read from its hidden input. */
export const heldDay = (field: Locator) => field.locator('xpath=..').locator('input');
