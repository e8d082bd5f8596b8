/** Sign of a decimal string: 1 up, -1 down, 0 flat or unparseable. */
export function direction(change: string | number | null | undefined): 1 | -1 | 0 {
  const n = typeof change === 'number' ? change : Number.parseFloat(change ?? '');
  if (!Number.isFinite(n) || n === 0) return 0;
  return n > 0 ? 1 : -1;
}

/** "1.23" → "+1.23%", "-0.5" → "-0.5%". */
export function formatPercent(changePct: string | null | undefined): string {
  if (changePct === null || changePct === undefined || changePct === '') return '--';
  const bare = changePct.replace(/^\+/, '');
  return `${direction(bare) > 0 ? '+' : ''}${bare}%`;
}
