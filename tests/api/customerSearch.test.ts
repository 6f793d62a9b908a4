import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foldText } from '../../domain/searchText';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCustomer, q } from '../support/customers';

let t: TestApp;
let agent: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  agent = (await t.login('agent@demo.ca')).token;
  const people = [
    {
      key: 'tremblay',
      firstName: 'Jean',
      lastName: 'Trémblay',
      email: 'jean.tremblay@videotron.ca',
      homePhone: '514-555-0101',
      cellPhone: '438-555-0102',
    },
    {
      key: 'gagnon',
      firstName: 'Élodie',
      lastName: 'Gagnon',
      email: 'elodie.g@gmail.com',
      homePhone: null,
      cellPhone: '(418) 555-7788',
    },
    {
      key: 'cote',
      firstName: 'François',
      lastName: 'Côté',
      email: 'fcote@bell.net',
      homePhone: '819 555 4321',
      cellPhone: null,
    },
    {
      key: 'cyr',
      firstName: 'Anne',
      lastName: 'Cyr',
      email: 'anne_cyr50@outlook.com',
      homePhone: null,
      cellPhone: '5145550199',
    },
  ];
  for (const { key, ...person } of people) ids[key] = (await createCustomer(t, agent, { ...person, sin: null })).id;
});
afterAll(async () => t.close());

const search = async (filter: object, extra = '') => {
  const response = await t.call({ method: 'GET', url: `/api/customers?filter=${q(filter)}${extra}`, token: agent });
  return {
    response,
    ids:
      response.statusCode === 200 ? (response.json() as { id: number }[]).map((c) => c.id).sort((a, b) => a - b) : [],
  };
};
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

describe('customer search (spec §2)', () => {
  it.each([
    [{ lastName: 'Tremblay' }, ['tremblay']],
    [{ lastName: 'TRÉMBLAY' }, ['tremblay']],
    [{ lastName: 'gagn' }, ['gagnon']],
    [{ lastName: 'cote' }, ['cote']],
    [{ lastName: 'blay' }, ['tremblay']],
    [{ firstName: 'elodie' }, ['gagnon']],
    [{ firstName: 'franç' }, ['cote']],
    [{ email: 'VIDEOTRON' }, ['tremblay']],
    [{ email: 'e_cy' }, ['cyr']],
    [{ email: 'FCote@Bell.net' }, ['cote']],
    [{ email: 'te@bell' }, ['cote']],
    [{ email: 'n.tremblay@videotron' }, ['tremblay']],
    [{ email: 'tremblay@bell.net' }, []],
    [{ email: 'e%cy' }, []],
    [{ phone: '(514) 555-0101' }, ['tremblay']],
    [{ phone: '+1 514 555 0101' }, ['tremblay']],
    // "Phone" is any of the customer's numbers: home or cell.
    [{ phone: '514.555' }, ['cyr', 'tremblay']],
    [{ phone: '418-555-7788' }, ['gagnon']],
    [{ phone: '5554321' }, ['cote']],
    [{ cellphone: '418-555-7788' }, ['gagnon']],
    [{ cellphone: '514 555' }, ['cyr']],
    [{ q: 'gagnon' }, ['gagnon']],
    [{ q: 'bell.net' }, ['cote']],
    [{ q: '(514) 555' }, ['cyr', 'tremblay']],
    [{ lastName: 'tremblay', firstName: 'marie' }, []],
  ])('%j finds %j', async (filter, keys) => {
    const found = await search(filter);
    expect(found.response.statusCode).toBe(200);
    expect(found.ids).toEqual(idsOf(...keys));
  });

  it.each([
    [{ lastName: 'tr' }, 'filter.lastName'],
    [{ firstName: ' é ' }, 'filter.firstName'],
    [{ email: 'ab' }, 'filter.email'],
    [{ phone: '(51)' }, 'filter.phone'],
    [{ cellphone: 'abc' }, 'filter.cellphone'],
    [{ q: 'ab' }, 'filter.q'],
  ])('needs 3 characters: %j', async (filter, field) => {
    const { response } = await search(filter);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: 'validation.minSearchLength' });
  });

  it('takes what is typed literally, never as SQL or as a wildcard', async () => {
    expect((await search({ lastName: "%' or 1=1 --" })).ids).toEqual([]);
    expect((await search({ lastName: '___' })).ids).toEqual([]);
    expect((await search({ email: '%%%' })).ids).toEqual([]);
  });

  it('refuses filters, sorts and ranges the list does not allow, with a 400', async () => {
    for (const query of [
      `filter=${q({ sin: '046454286' })}`,
      `filter=${q({ lastName: 5 })}`,
      `sort=${q(['sin', 'ASC'])}`,
      `sort=${q(['lastName', 'UP'])}`,
      `range=${q([10, 2])}`,
      'filter=%7B',
      `filter=${q({ id: ['x'] })}`,
    ]) {
      const response = await t.call({ method: 'GET', url: `/api/customers?${query}`, token: agent });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('errors.VALIDATION_ERROR');
    }
  });

  it('sorts names without regard to accents, and answers getMany with every id asked', async () => {
    const sorted = await t.call({
      method: 'GET',
      url: `/api/customers?sort=${q(['lastName', 'ASC'])}&range=${q([0, 9])}`,
      token: agent,
    });
    expect(sorted.json().map((c: { lastName: string }) => c.lastName)).toEqual(['Côté', 'Cyr', 'Gagnon', 'Trémblay']);
    const many = await search({ id: [ids.cyr, ids.gagnon, 999_999] });
    expect(many.ids).toEqual(idsOf('cyr', 'gagnon'));
  });

  it('folds accents in SQL exactly as the browser and the server do', async () => {
    const samples = ['Trémblay', 'ÉLODIE', 'Côté-Bérubé', 'Œuvre', 'Lætitia', 'Ñuñez', 'Zoë', 'ﬁnance', 'Ｔｏｋｙｏ'];
    for (const sample of samples) {
      const [{ folded }] = await t.ctx.database.db.execute<{ folded: string }>(
        sql`select guichet_fold(${sample}) as folded`,
      );
      expect(folded, sample).toBe(foldText(sample));
    }
  });
});

describe('list totals', () => {
  it('counts exactly when few, and stops at a bound when many, still paging on', async () => {
    await t.ctx.database.db.execute(sql`
      insert into customers (first_name, last_name, email) select 'Client ' || i, 'Lavoie', 'lavoie' || i || '@exemple.ca' from generate_series(1, 1100) as i`);
    const exact = await t.call({
      method: 'GET',
      url: `/api/customers?filter=${q({ lastName: 'gagnon' })}`,
      token: agent,
    });
    expect(exact.headers['content-range']).toBe('customers 0-0/1');
    expect(exact.headers['x-total-capped']).toBeUndefined();

    const many = await t.call({
      method: 'GET',
      url: `/api/customers?filter=${q({ lastName: 'lavoie' })}&range=${q([0, 24])}`,
      token: agent,
    });
    expect(many.headers['content-range']).toBe('customers 0-24/1001');
    expect(many.headers['x-total-capped']).toBe('1');
    const deep = await t.call({
      method: 'GET',
      url: `/api/customers?filter=${q({ lastName: 'lavoie' })}&range=${q([1000, 1024])}`,
      token: agent,
    });
    expect(deep.json()).toHaveLength(25);
    expect(deep.headers['content-range']).toBe('customers 1000-1024/1026');
    const last = await t.call({
      method: 'GET',
      url: `/api/customers?filter=${q({ lastName: 'lavoie' })}&range=${q([1075, 1099])}`,
      token: agent,
    });
    expect(last.headers['content-range']).toBe('customers 1075-1099/1101');

    const everyone = await t.call({ method: 'GET', url: '/api/customers', token: agent });
    expect(everyone.headers['content-range']).toBe('customers 0-24/1104');

    // Far more than the bound, and the planner knows it: no count at all, the same answer.
    await t.ctx.database.db.execute(sql`
      insert into customers (first_name, last_name) select 'Autre ' || i, 'Lavoie' from generate_series(1, 4000) as i`);
    await t.ctx.database.db.execute(sql`analyze customers`);
    const estimated = await t.call({
      method: 'GET',
      url: `/api/customers?filter=${q({ lastName: 'lavoie' })}`,
      token: agent,
    });
    expect(estimated.headers['content-range']).toBe('customers 0-24/1001');
    expect(estimated.headers['x-total-capped']).toBe('1');
  });
});
