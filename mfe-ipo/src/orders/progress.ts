// The 5 steps of an application (subscribe → lottery → pay → allot → list): which one is current.
import type { IpoProgressStep } from '@app/shared';

export type StepStatus = 'done' | 'current' | 'waiting';

/** Done steps stay done; the first step not done is current; the rest wait. A lost or lapsed application stops at the lottery / pay step. */
export function stepStatuses(steps: readonly IpoProgressStep[]): StepStatus[] {
  const firstOpen = steps.findIndex((s) => !s.done);
  return steps.map((s, i) => (s.done ? 'done' : i === firstOpen ? 'current' : 'waiting'));
}
