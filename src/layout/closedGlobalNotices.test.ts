import { describe, expect, it } from 'vitest';
import { closedNoticeIds, rememberClosedNotice } from './closedGlobalNotices';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('closed global notices', () => {
  it('remembers each closed notice once, and survives a damaged entry', () => {
    const storage = memoryStorage();
    expect(closedNoticeIds(storage)).toEqual([]);
    rememberClosedNotice(4, storage);
    rememberClosedNotice(7, storage);
    expect(rememberClosedNotice(4, storage)).toEqual([7, 4]);
    expect(closedNoticeIds(storage)).toEqual([7, 4]);
    storage.setItem('guichet.closedGlobalNotices', '{oops');
    expect(closedNoticeIds(storage)).toEqual([]);
  });

  it('keeps the latest fifty', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 60; id += 1) rememberClosedNotice(id, storage);
    const ids = closedNoticeIds(storage);
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(11);
  });
});
