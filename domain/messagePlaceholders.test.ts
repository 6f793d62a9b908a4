import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDERS,
  formatMessageDate,
  formatMessageMoney,
  placeholderProblems,
  placeholdersIn,
  renderPlaceholders,
  type PlaceholderValues,
} from './messagePlaceholders';

describe('the placeholder catalogue', () => {
  it('names the fifteen placeholders of spec §3, each once', () => {
    expect([...PLACEHOLDERS].sort()).toEqual([
      'amountDue',
      'applicationForm',
      'balance',
      'clientFirstName',
      'clientLastName',
      'companyName',
      'contactEmail',
      'documentEmail',
      'dueDate',
      'ibvLink',
      'interacAnswer',
      'loanAmount',
      'phone',
      'provider',
      'website',
    ]);
  });
});

describe('placeholderProblems', () => {
  it.each([
    ['Bonjour {{clientFirstName}}, votre solde est de {{balance}}.', []],
    ['Spaces are fine: {{ amountDue }}', []],
    ['No placeholder at all, and a lone { brace } is text.', []],
    ['Due {{amountDu}} soon', [{ kind: 'unknown', token: '{{amountDu}}' }]],
    ['Case matters: {{ClientFirstName}}', [{ kind: 'unknown', token: '{{ClientFirstName}}' }]],
    ['Unclosed {{amountDue and more', [{ kind: 'malformed', token: '{{amountDue' }]],
    ['Unopened amountDue}} here', [{ kind: 'malformed', token: 'amountDue}}' }]],
    ['Single braces {amountDue} meant one', [{ kind: 'malformed', token: '{amountDue}' }]],
    [
      'Empty {{ }} braces',
      [
        { kind: 'malformed', token: '{{' },
        { kind: 'malformed', token: '}}' },
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(placeholderProblems(text)).toEqual(expected);
  });

  it('lists the problems in reading order', () => {
    expect(placeholderProblems('{{x}} then {{balance then {{y}}').map((p) => p.token)).toEqual([
      '{{x}}',
      '{{balance',
      '{{y}}',
    ]);
  });

  it('shortens a long stray token for the message that quotes it', () => {
    const [problem] = placeholderProblems(`{{${'a'.repeat(60)}`);
    expect(problem.token).toHaveLength(25);
    expect(problem.token.endsWith('…')).toBe(true);
  });
});

describe('placeholdersIn', () => {
  it('lists the known placeholders used, each once, in order', () => {
    expect(placeholdersIn('{{balance}} {{x}} {{clientFirstName}} {{ balance }}')).toEqual([
      'balance',
      'clientFirstName',
    ]);
  });
});

describe('money and dates in the reader language', () => {
  it.each([
    [123_456, 'fr', '1 234,56 $'],
    [123_456, 'en', '$1,234.56'],
    [0, 'fr', '0,00 $'],
    [5, 'en', '$0.05'],
  ] as const)('%i cents in %s is %s', (cents, language, text) => {
    expect(formatMessageMoney(cents, language)).toBe(text);
  });

  it.each([
    ['2026-11-24', 'fr', '24 novembre 2026'],
    ['2026-11-24', 'en', 'November 24, 2026'],
    ['2027-01-01', 'fr', '1 janvier 2027'],
  ] as const)('%s in %s is %s', (date, language, text) => {
    expect(formatMessageDate(date, language)).toBe(text);
  });
});

describe('renderPlaceholders', () => {
  const values: PlaceholderValues = {
    clientFirstName: 'Élise',
    clientLastName: "O'Brien <Tremblay>",
    amountDue: 12_550,
    dueDate: '2026-12-04',
    companyName: 'Prêts Boréal',
  };

  it('fills each placeholder, money and dates as each language says them', () => {
    const text = '{{clientFirstName}}, {{amountDue}} le {{dueDate}} — {{companyName}}';
    expect(renderPlaceholders(text, values, 'fr').text).toBe('Élise, 125,50 $ le 4 décembre 2026 — Prêts Boréal');
    expect(renderPlaceholders(text, values, 'en').text).toBe('Élise, $125.50 le December 4, 2026 — Prêts Boréal');
  });

  it('escapes values in HTML and leaves them as typed in plain text', () => {
    expect(renderPlaceholders('<p>{{clientLastName}}</p>', values, 'en', { html: true }).text).toBe(
      '<p>O&#39;Brien &lt;Tremblay&gt;</p>',
    );
    expect(renderPlaceholders('{{clientLastName}}', values, 'en').text).toBe("O'Brien <Tremblay>");
  });

  it('reports missing values and says them as asked, else leaves them as written', () => {
    const rendered = renderPlaceholders('Link: {{ibvLink}} {{ibvLink}} {{balance}}', values, 'fr');
    expect(rendered).toEqual({ text: 'Link: {{ibvLink}} {{ibvLink}} {{balance}}', missing: ['ibvLink', 'balance'] });
    expect(renderPlaceholders('{{ibvLink}}', values, 'fr', { missing: (name) => `[${name}]` }).text).toBe('[ibvLink]');
  });

  it('says text given for money or a date as given', () => {
    expect(
      renderPlaceholders('{{amountDue}} / {{dueDate}}', { amountDue: 'deux cents', dueDate: 'demain' }, 'fr').text,
    ).toBe('deux cents / demain');
  });

  it('leaves an unknown placeholder untouched', () => {
    expect(renderPlaceholders('{{nope}} {{companyName}}', values, 'fr')).toEqual({
      text: '{{nope}} Prêts Boréal',
      missing: [],
    });
  });
});
