// Which network message to show, and for how long (docs/product.md §8). Pure, so it is testable.
import { NETWORK } from '@app/shared';

export interface NetworkState {
  online: boolean;
  /** navigator.connection.effectiveType when the browser knows it. */
  effectiveType?: string;
}

export type NetworkNotice = { key: 'network.exception' | 'network.poor'; durationMs: number } | null;

/** `trigger`: the check at start-up, or a change of connection afterwards. */
export function networkNotice(state: NetworkState, trigger: 'check' | 'change'): NetworkNotice {
  const durationMs = trigger === 'check' ? NETWORK.exceptionOnCheckMs : NETWORK.exceptionOnChangeMs;
  if (!state.online) return { key: 'network.exception', durationMs };
  if (state.effectiveType === '2g' || state.effectiveType === 'slow-2g') return { key: 'network.poor', durationMs };
  return null;
}
