import { describe, it, expect } from 'vitest';
import { ACTION_PERMISSIONS, PERMISSIONS, SPECIAL_GROUPS, UI_PERMISSIONS, isPermission } from './permissions.ts';

describe('permissions', () => {
  it('has the twelve SPEC uiPermissions', () => {
    expect(UI_PERMISSIONS).toHaveLength(12);
    expect(UI_PERMISSIONS).toContain('crudDriver');
    expect(UI_PERMISSIONS).toContain('trainingTutorials');
  });

  it('includes the SPEC action permissions', () => {
    for (const p of [
      'CREATE_INVENTORY',
      'UPDATE_INVENTORY',
      'PRICE_UPDATE',
      'UPDATE_INVENTORY_STAGE',
      'UPDATE_INVENTORY_TYPE',
    ]) {
      expect(ACTION_PERMISSIONS).toContain(p);
    }
  });

  it('is one catalogue without duplicates', () => {
    expect(PERMISSIONS).toHaveLength(UI_PERMISSIONS.length + ACTION_PERMISSIONS.length);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('recognises catalogue keys only', () => {
    expect(isPermission('bulkUpload')).toBe(true);
    expect(isPermission('PRICE_UPDATE')).toBe(true);
    expect(isPermission('bulkupload')).toBe(false);
    expect(isPermission(7)).toBe(false);
  });

  it('names the special groups', () => {
    expect(Object.values(SPECIAL_GROUPS)).toEqual(['CC_ADMIN', 'UAE_KEY_MANAGER', 'UAE_KEY_REQUESTER']);
  });
});
