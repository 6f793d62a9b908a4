import { describe, expect, it } from 'vitest';
import { ROLE_PRESETS } from '../../domain/permissionCatalogue';
import { landingPath, WELCOME_PATH } from './landing';

describe('landingPath', () => {
  it('starts agents, staff and administrators on the requests queue', () => {
    for (const role of ['user', 'staff', 'admin'] as const)
      expect(landingPath(ROLE_PRESETS[role]), role).toBe('/apps/requests/all');
  });

  it('starts someone who may see customers but not requests on the customers list', () => {
    expect(landingPath([{ Action: 'view', Subject: 'customer' }])).toBe('/apps/customers/all');
  });

  it('welcomes a user who may open nothing, instead of refusing them a screen', () => {
    expect(landingPath([])).toBe(WELCOME_PATH);
    expect(landingPath([{ Action: 'update', Subject: 'request' }])).toBe(WELCOME_PATH);
  });
});
