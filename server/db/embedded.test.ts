import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './embedded';

const GB = 1024 ** 3;

describe("the embedded PostgreSQL's buffer cache", () => {
  it('takes a quarter of the memory, between 128 MB and 1 GB', () => {
    expect(sharedBuffersMb(2 * GB)).toBe(512);
    expect(sharedBuffersMb(GB / 4)).toBe(128);
    expect(sharedBuffersMb(64 * GB)).toBe(1024);
  });
});
