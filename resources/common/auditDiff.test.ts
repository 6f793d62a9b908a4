import { describe, expect, it } from 'vitest';
import { fieldChanges } from './auditDiff';

describe('fieldChanges', () => {
  it('compares nested groups field by field and leaves bookkeeping out', () => {
    const before = {
      firstName: 'Jean',
      job: { employerName: 'Hydro-Québec', phone: '514-555-0199' },
      version: 3,
      updatedAt: 'a',
      mergeLock: null,
    };
    const after = {
      firstName: 'Jean',
      job: { employerName: 'Desjardins', phone: '514-555-0199' },
      version: 4,
      updatedAt: 'b',
      mergeLock: { userId: 1 },
    };
    expect(fieldChanges({ before, after })).toEqual([
      { field: 'job.employerName', before: 'Hydro-Québec', after: 'Desjardins' },
    ]);
  });

  it('sees a group filled in for the first time', () => {
    expect(
      fieldChanges({ before: { job: null }, after: { job: { employerName: 'Desjardins', phone: null } } }),
    ).toEqual([{ field: 'job.employerName', before: undefined, after: 'Desjardins' }]);
  });

  it('compares lists as a whole', () => {
    const change = fieldChanges({ before: { incomeSources: [{ type: 'EMPLOYEE' }] }, after: { incomeSources: [] } });
    expect(change).toEqual([{ field: 'incomeSources', before: [{ type: 'EMPLOYEE' }], after: [] }]);
  });

  it('lists what an addition filled in and what a removal took away', () => {
    const document = {
      id: 9,
      name: 'cheque.pdf',
      type: 'VOID_CHECK',
      depositDate: null,
      sha256: 'x',
      downloadUrl: '/api/…',
    };
    expect(fieldChanges({ before: null, after: document }).map((c) => c.field)).toEqual(['name', 'type']);
    expect(fieldChanges({ before: document, after: null }).map((c) => c.after)).toEqual([undefined, undefined]);
  });
});
