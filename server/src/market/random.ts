// A small seeded generator: the same seed replays the same market, which keeps tests and demos
// reproducible. mulberry32 is fast and good enough for a simulation (not for secrets).
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draw (Box–Muller). */
export function normal(random: Random): number {
  const u = 1 - random(); // (0, 1]: log(0) would be -Infinity
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
