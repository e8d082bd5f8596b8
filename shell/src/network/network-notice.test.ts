// docs/product.md §8: 'Network exception' for 3 s on the check at start-up, 6 s on a change; on 2g the
// 'network is not good' message.
import { networkNotice } from './network-notice';

describe('networkNotice', () => {
  it('offline at the start-up check: exception for 3000 ms', () => {
    expect(networkNotice({ online: false }, 'check')).toEqual({ key: 'network.exception', durationMs: 3000 });
  });

  it('offline on a change: exception for 6000 ms', () => {
    expect(networkNotice({ online: false }, 'change')).toEqual({ key: 'network.exception', durationMs: 6000 });
  });

  it('offline wins over the connection type', () => {
    expect(networkNotice({ online: false, effectiveType: '2g' }, 'check')).toEqual({ key: 'network.exception', durationMs: 3000 });
  });

  it.each(['2g', 'slow-2g'])('%s: poor network', (effectiveType) => {
    expect(networkNotice({ online: true, effectiveType }, 'check')).toEqual({ key: 'network.poor', durationMs: 3000 });
    expect(networkNotice({ online: true, effectiveType }, 'change')).toEqual({ key: 'network.poor', durationMs: 6000 });
  });

  it.each(['4g', '3g', undefined])('online on %p: nothing to show', (effectiveType) => {
    expect(networkNotice({ online: true, effectiveType }, 'check')).toBeNull();
    expect(networkNotice({ online: true, effectiveType }, 'change')).toBeNull();
  });
});
