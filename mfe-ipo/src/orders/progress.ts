// The 5 steps of an application (subscribe → lottery → pay → allot → list): which one is current.
import type { IpoOrderState, IpoProgressStep } from '@app/shared';

export type StepStatus = 'done' | 'current' | 'waiting' | 'skipped';

/**
 * Done steps stay done; steps the provider says will not happen (after a lost lottery or a lapsed
 * allotment) are skipped; the first step left is current; the rest wait. A lost lottery or a lapsed
 * allotment ends the application: nothing is current any more.
 */
export function stepStatuses(steps: readonly IpoProgressStep[], state?: IpoOrderState): StepStatus[] {
  const ended = state === 'notWon' || state === 'unpaid';
  const firstOpen = ended ? -1 : steps.findIndex((s) => !s.done && !s.skipped);
  return steps.map((s, i) => (s.done ? 'done' : s.skipped ? 'skipped' : i === firstOpen ? 'current' : 'waiting'));
}
