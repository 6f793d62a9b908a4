/*
 * The toolbar's navigation search (spec §2, issue 15): pages by their title, and — beyond the
 * spec — customers by name, email, phone or number and loans by number, in groups of their own.
 */
import { z } from 'zod';
import { PAGE_IDS } from './menu';
import { foldText, MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from './searchText';

/** Spec §2: at most 10 page suggestions. */
export const MAX_PAGE_SUGGESTIONS = 10;
/** Records found per group (customers, loans). */
export const MAX_RECORD_SUGGESTIONS = 5;
/** A customer or loan number is at most this many digits (bigint ids of the house). */
const MAX_NUMBER_DIGITS = 12;

/**
 * The pages whose title holds the query: trimmed, case- and accent-insensitive ("reglages" finds
 * "Réglages"); an empty query suggests nothing; at most 10, in the menu's order.
 */
export function matchPages<Page extends { title: string }>(pages: readonly Page[], query: string): Page[] {
  const folded = foldText(query.trim());
  if (!folded) return [];
  return pages.filter((page) => foldText(page.title).includes(folded)).slice(0, MAX_PAGE_SUGGESTIONS);
}

/** Whether a query is long enough to look for customers and loans (spec §5's three characters). */
export const searchesRecords = (query: string) => query.trim().length >= MIN_SEARCH_LENGTH;

/**
 * The number ranges a typed prefix of digits stands for: "123" is 123, 1230–1239, 12300–12399, …
 * up to the longest number — each a range of the number's own index, rather than a text scan.
 */
export function numberPrefixRanges(digits: string): [number, number][] {
  if (!/^\d+$/.test(digits) || digits.length > MAX_NUMBER_DIGITS) return [];
  const ranges: [number, number][] = [];
  for (let width = 0; digits.length + width <= MAX_NUMBER_DIGITS; width += 1) {
    const low = Number(digits) * 10 ** width;
    ranges.push([low, low + 10 ** width - 1]);
  }
  return ranges;
}

export const recordSearchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(MIN_SEARCH_LENGTH, 'validation.minSearchLength')
    .max(MAX_SEARCH_LENGTH, 'validation.tooLong'),
});

export const recordSuggestions = z.object({
  customers: z.array(z.object({ id: z.number().int(), customerNumber: z.number().int(), name: z.string() })),
  loans: z.array(
    z.object({ id: z.number().int(), loanNumber: z.number().int(), customerName: z.string(), status: z.string() }),
  ),
});
export type RecordSuggestions = z.infer<typeof recordSuggestions>;

/** Spec §3's shortcuts: navigation item ids, each once; a shortcut the user may no longer open is kept, not shown. */
export const MAX_SHORTCUTS = 12;
export const shortcutsBody = z.strictObject({
  shortcuts: z
    .array(z.enum(PAGE_IDS, 'validation.invalid'))
    .max(MAX_SHORTCUTS, 'validation.tooManyShortcuts')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
});
