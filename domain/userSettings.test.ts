import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, readSettings, userSettingsPatch } from './userSettings';

describe('user settings', () => {
  it("are the spec's defaults when nothing is stored", () => {
    expect(readSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      layout: { style: 'layout1', toolbar: 'above', footer: 'hidden' },
      theme: { navbar: 'dark', toolbar: 'light', footer: 'dark' },
      direction: 'ltr',
      notifications: true,
    });
  });

  it('keep what is valid of what is stored and default the rest', () => {
    const stored = {
      layout: { style: 'layout3', footer: 'sideways', retired: true },
      theme: 'dark',
      direction: 'rtl',
      notifications: 'yes',
    };
    expect(readSettings(stored)).toEqual({
      ...DEFAULT_SETTINGS,
      layout: { ...DEFAULT_SETTINGS.layout, style: 'layout3' },
      direction: 'rtl',
    });
  });

  it('merge a change into the stored ones, changing only what it names', () => {
    const stored = mergeSettings({}, { layout: { style: 'layout2', boxed: true }, theme: { main: 'dark' } });
    const merged = mergeSettings(stored, { layout: { toolbar: 'below' }, notifications: false });
    expect(merged).toEqual({
      layout: { ...DEFAULT_SETTINGS.layout, style: 'layout2', boxed: true, toolbar: 'below' },
      theme: { ...DEFAULT_SETTINGS.theme, main: 'dark' },
      direction: 'ltr',
      notifications: false,
    });
  });

  it('refuse a change naming an unknown or invalid setting', () => {
    expect(userSettingsPatch.safeParse({ layout: { style: 'layout4' } }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ layout: { colour: 'red' } }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ sound: true }).success).toBe(false);
    expect(userSettingsPatch.safeParse({ theme: { navbar: 'light' } }).success).toBe(true);
  });
});
