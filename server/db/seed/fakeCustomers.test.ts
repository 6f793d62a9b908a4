import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../../../domain/canada';
import { createCustomerBody } from '../../../domain/customers';
import { sniffFileKind } from '../../../domain/customerDocuments';
import { REQUEST_STATUSES, STATUSES_WITH_AMOUNT } from '../../../domain/requestStatuses';
import { copyValue } from './bulkCopy';
import { EMPLOYERS } from './canadianPlaces';
import { demoPdf } from './demoPdf';
import { CUSTOMER_COLUMNS, duplicateProfileOf, fakeCustomer, namePools } from './fakeCustomers';
import { REQUEST_COLUMNS, fakeRequestsOf } from './fakeRequests';
import { SeedRandom } from './seedRandom';

const NOW = Date.UTC(2026, 4, 15);
const DAY = 86_400_000;
const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const READ_ONLY = new Set(['id', 'customerNumber', 'createdAt', 'updatedAt']);

function generate(count: number) {
  const random = new SeedRandom(42);
  const pools = namePools();
  return Array.from({ length: count }, (_, i) =>
    fakeCustomer(
      random,
      pools,
      EMPLOYERS,
      { id: i + 1, customerNumber: 100_001 + i, index: i + 1 },
      NOW - (count - i) * DAY,
      NOW,
    ),
  );
}

describe('bulk demo customers', () => {
  const customers = generate(3000);

  it("pass every check an agent's form goes through (spec §5), all fields filled", () => {
    for (const { row } of customers.slice(0, 500)) {
      const body = Object.fromEntries(
        CUSTOMER_COLUMNS.map((column, i) => [camel(column), row[i]]).filter(([key]) => !READ_ONLY.has(key as string)),
      );
      const parsed = createCustomerBody.safeParse(body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const filled = (column: (typeof CUSTOMER_COLUMNS)[number]) =>
      customers.filter(({ row }) => row[CUSTOMER_COLUMNS.indexOf(column)] !== null).length / customers.length;
    expect(filled('job')).toBeGreaterThan(0.6);
    expect(filled('financial_status')).toBe(1);
    expect(filled('bank_institution')).toBe(1);
  });

  it('speak both languages and live in every province, with unique SINs', () => {
    expect(new Set(customers.map((c) => c.province)).size).toBe(PROVINCE_CODES.length);
    expect(customers.filter((c) => c.language === 'fr').length / customers.length).toBeGreaterThan(0.2);
    const sins = customers.map(({ row }) => row[CUSTOMER_COLUMNS.indexOf('sin')]);
    expect(new Set(sins).size).toBe(sins.length);
  });

  it('make duplicate profiles that share SIN, email and cellphone but not the accents', () => {
    const original =
      customers.find((c) => /[éèô]/.test(String(c.row[CUSTOMER_COLUMNS.indexOf('last_name')]))) ?? customers[0];
    const copy = duplicateProfileOf(original, { id: 9999, customerNumber: 199_999 }, NOW);
    for (const column of ['sin', 'email', 'cell_phone'] as const)
      expect(copy.row[CUSTOMER_COLUMNS.indexOf(column)]).toBe(original.row[CUSTOMER_COLUMNS.indexOf(column)]);
    expect(String(copy.row[CUSTOMER_COLUMNS.indexOf('last_name')])).toMatch(/^[A-Z -]+$/);
  });
});

describe('bulk demo requests', () => {
  it('give about 1.5 requests per customer, open ones recent, amounts where the status needs one', () => {
    const random = new SeedRandom(1);
    const rows = Array.from({ length: 4000 }, (_, i) =>
      fakeRequestsOf(random, { id: i + 1, createdAt: NOW - (i % 2000) * DAY }, NOW, [1, 2]),
    ).flat();
    expect(rows.length / 4000).toBeGreaterThan(1.3);
    expect(rows.length / 4000).toBeLessThan(1.6);
    const column = (name: (typeof REQUEST_COLUMNS)[number]) => REQUEST_COLUMNS.indexOf(name);
    const statuses = new Set(rows.map((row) => row[column('status')]));
    expect([...statuses].every((s) => (REQUEST_STATUSES as readonly unknown[]).includes(s))).toBe(true);
    expect(statuses.size).toBeGreaterThan(12);
    for (const row of rows) {
      if (STATUSES_WITH_AMOUNT.includes(row[column('status')] as never))
        expect(row[column('approved_amount_cents')]).toBeGreaterThan(0);
      expect(row[column('denial_reason')] !== null).toBe(row[column('status')] === 'DENIED');
      expect((row[column('created_at')] as Date).getTime()).toBeLessThanOrEqual(NOW);
    }
  });
});

describe('bulk loading helpers', () => {
  it('write COPY text: \\N for null, escapes, JSON for objects', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d');
    expect(copyValue({ note: 'x\ty' })).toBe('{"note":"x\\\\ty"}');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
  });

  it('make demo PDFs that a reader (and the upload check) accepts', () => {
    const pdf = demoPdf(['VOID / ANNULÉ', 'Jean (Tremblay)']);
    expect(sniffFileKind(pdf)).toBe('pdf');
    const text = pdf.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const firstObject = Number(/0000000000 65535 f \n(\d{10})/.exec(text)?.[1]);
    expect(text.slice(firstObject, firstObject + 7)).toBe('1 0 obj');
  });
});
