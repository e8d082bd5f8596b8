// The 5 steps of an application (subscribe → lottery → pay → allot → list): which one is current.
import type { IpoOrderState, IpoProgressStep } from '@app/shared';

export type StepStatus = 'done' | 'current' | 'waiting';

/**
 * Done steps stay done; the first step not done is current; the rest wait. A lost lottery or a
 * lapsed allotment ends the application: nothing is current any more.
 */
export function stepStatuses(steps: readonly IpoProgressStep[], state?: IpoOrderState): StepStatus[] {
  const ended = state === 'notWon' || state === 'unpaid';
  const firstOpen = ended ? -1 : steps.findIndex((s) => !s.done);
  return steps.map((s, i) => (s.done ? 'done' : i === firstOpen ? 'current' : 'waiting'));
}
