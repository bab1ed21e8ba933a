import { describe, expect, it } from 'vitest';
import { atLeast, canChangeRuntime } from './roles';

describe('roles', () => {
  it('orders MEMBER < ADMIN < OPERATOR', () => {
    expect(atLeast('MEMBER', 'ADMIN')).toBe(false);
    expect(atLeast('ADMIN', 'ADMIN')).toBe(true);
    expect(atLeast('OPERATOR', 'ADMIN')).toBe(true);
    expect(atLeast(undefined, 'MEMBER')).toBe(false);
  });
  it('lets only an OPERATOR change a shared or LOCAL runtime', () => {
    expect(canChangeRuntime('ADMIN', { kind: 'NOMAD', shared: false })).toBe(true);
    expect(canChangeRuntime('MEMBER', { kind: 'NOMAD', shared: false })).toBe(false);
    expect(canChangeRuntime('ADMIN', { kind: 'NOMAD', shared: true })).toBe(false);
    expect(canChangeRuntime('ADMIN', { kind: 'LOCAL', shared: false })).toBe(false);
    expect(canChangeRuntime('OPERATOR', { kind: 'LOCAL', shared: true })).toBe(true);
  });
});
