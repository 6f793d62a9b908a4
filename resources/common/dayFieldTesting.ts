/*
 * For component tests of screens with date fields (DayField, LocalizedDateInput): MUI X's field is a
 * group of sections over a hidden input that holds the day; a change of that input's whole value is
 * how the field takes a day pasted or filled in, and how a test types one.
 */

interface LabelQueries {
  getAllByLabelText: (text: string, options?: { exact?: boolean }) => HTMLElement[];
}

/** The hidden input of the date field labelled `label` (its value "2026-11-24", or '' when empty). */
export function dayInput(scope: LabelQueries, label: string): HTMLInputElement {
  const input = scope
    .getAllByLabelText(label, { exact: false })
    .find((element): element is HTMLInputElement => element instanceof HTMLInputElement);
  if (!input) throw new Error(`No date field labelled "${label}"`);
  return input;
}

/** What a date field says under it (its helper text: an error or a help), as the agent reads it. */
export function dayMessage(input: HTMLInputElement): string {
  const group = input.closest('[role="group"]');
  return document.getElementById(group?.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
}
