import { REQUEST_ID_MAX_LENGTH } from '../constants';
import { newRequestId } from './request-id';

describe('newRequestId', () => {
  it("is the prefix and a random part, new every time, within the provider's limit", () => {
    const a = newRequestId('withdraw');
    const b = newRequestId('withdraw');
    expect(a).toMatch(/^withdraw-.{8,}$/);
    expect(a).not.toBe(b);
    expect(newRequestId('close-all').length).toBeLessThanOrEqual(REQUEST_ID_MAX_LENGTH);
  });

  it('still works without crypto.randomUUID (an older browser)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      expect(newRequestId('buy')).toMatch(/^buy-[0-9a-z]+-[0-9a-z]+$/);
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });
});
