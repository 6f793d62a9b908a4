import { describe, expect, it, vi } from 'vitest';
import { pageWithTotal } from './listPages';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));
const page = { offset: 0, limit: 25 };

function queries(found: number, counted: number, estimate?: number) {
  const count = vi.fn(async () => counted);
  const searchCount = vi.fn(async () => counted);
  return {
    count,
    searchCount,
    page: {
      rows: async () => rows(found),
      count,
      search: estimate === undefined ? undefined : { estimate: async () => estimate, count: searchCount },
    },
  };
}

describe('page totals', () => {
  it('count plain lists beside their rows', async () => {
    const q = queries(25, 4_000);
    expect((await pageWithTotal(q.page, page, 10_000)).total).toEqual({ total: 4_000, capped: false });
    expect(q.count).toHaveBeenCalledOnce();
  });

  it('take the total of a search from a page that is not full, even when the estimate was wrong', async () => {
    const q = queries(3, 3, 40);
    expect((await pageWithTotal(q.page, page, 1_000)).total).toEqual({ total: 3, capped: false });
    const precise = queries(1, 1, 1);
    expect((await pageWithTotal(precise.page, page, 1_000)).total).toEqual({ total: 1, capped: false });
    expect(precise.searchCount).not.toHaveBeenCalled();
    const underestimated = queries(25, 300, 2);
    expect((await pageWithTotal(underestimated.page, page, 1_000)).total).toEqual({ total: 300, capped: false });
    expect((await pageWithTotal(q.page, { offset: 50, limit: 25 }, 1_000)).total).toEqual({ total: 53, capped: false });
    const misjudged = queries(7, 0, 90_000);
    expect((await pageWithTotal(misjudged.page, page, 1_000)).total).toEqual({ total: 7, capped: false });
    expect(misjudged.searchCount).not.toHaveBeenCalled();
  });

  it('answer "more than the bound" when the estimate is far above it', async () => {
    const q = queries(25, 0, 50_000);
    expect((await pageWithTotal(q.page, page, 1_000)).total).toEqual({ total: 1_001, capped: true });
    expect(q.searchCount).not.toHaveBeenCalled();
  });

  it('count a search through its index when the estimate is not far past the bound', async () => {
    const q = queries(25, 640, 1_200);
    expect((await pageWithTotal(q.page, page, 1_000)).total).toEqual({ total: 640, capped: false });
    expect(q.searchCount).toHaveBeenCalledOnce();
    const beyond = queries(0, 640, 900);
    expect((await pageWithTotal(beyond.page, { offset: 700, limit: 25 }, 1_000)).total).toEqual({
      total: 640,
      capped: false,
    });
  });
});
