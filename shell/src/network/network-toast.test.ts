// offline, the no-network tip was toasted on every failed poll (every 5 s).
import { gateNetworkToast } from './network-toast';

const TIP = 'Network request failed, please check your network settings';

function setup(online = true) {
  const shown: Array<[string, number | undefined]> = [];
  const state = { online, now: 1_000 };
  const toast = gateNetworkToast((m, d) => shown.push([m, d]), {
    isOnline: () => state.online,
    noNetwork: () => TIP,
    now: () => state.now,
    quietMs: 60_000,
  });
  return { shown, state, toast };
}

describe('gateNetworkToast', () => {
  it('online: the tip once, not again for a minute, then again', () => {
    const { shown, state, toast } = setup();
    toast(TIP, 2000);
    for (let i = 1; i <= 11; i++) {
      state.now += 5_000;
      toast(TIP, 2000);
    }
    expect(shown).toEqual([[TIP, 2000]]);
    state.now += 5_000;
    toast(TIP, 2000);
    expect(shown).toHaveLength(2);
  });

  it('offline: never (the banner says it)', () => {
    const { shown, toast } = setup(false);
    toast(TIP, 2000);
    expect(shown).toEqual([]);
  });

  it('other messages pass every time', () => {
    const { shown, toast } = setup(false);
    toast('Wrong password', 2000);
    toast('Wrong password', 2000);
    expect(shown).toEqual([
      ['Wrong password', 2000],
      ['Wrong password', 2000],
    ]);
  });
});
