// Test-only pauses at named points of the money path, so a reliability test can kill -9 the
// provider exactly there (server/test/reliability-claim.test.ts). Off unless TEST_FAILPOINT names
// a point: then the first call to reach it prints `failpoint <name>` and waits forever, holding
// whatever it holds (an open transaction), until the process is killed.

/** Points the money path passes: the key claimed in the money transaction, before the money moves; the transaction committed, before the answer is sent. */
export type FailpointName = 'key-claimed' | 'committed';

export async function failpoint(name: FailpointName): Promise<void> {
  if (process.env.TEST_FAILPOINT !== name) return;
  console.log(`failpoint ${name}`);
  await new Promise<never>(() => undefined);
}
