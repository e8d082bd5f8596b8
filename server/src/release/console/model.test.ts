// The release console's rules: the version a rollback goes back to is the registry's own answer,
// each confirmation's sentence, and the call each change sends (with the revision shown).
import { rollbackTarget as registryRollbackTarget, type HistoryStep } from '../registry';
import {
  changeRequest,
  describeChange,
  parsePercent,
  percentText,
  rateText,
  rollbackChoices,
  rollbackTarget,
  type RemoteStatus,
} from './model';

const wallet = (over: Partial<RemoteStatus> = {}): RemoteStatus => ({
  name: 'wallet',
  live: { version: '1.0.1' },
  canary: { version: '1.0.2', percent: 10, since: '2026-01-01T00:00:00.000Z' },
  revision: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'release manager (token abc)',
  hosted: ['1.0.0', '1.0.1', '1.0.2'],
  ...over,
});

describe('rollbackTarget', () => {
  it('is the registry’s answer on every history (random histories of three versions)', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const versions = ['1.0.0', '1.0.1', '1.0.2', null];
    const actions = ['publish', 'promote', 'rollback', 'canary', 'abort'];
    for (let round = 0; round < 2000; round++) {
      const steps: Pick<HistoryStep, 'action' | 'version' | 'previous' | 'explicit'>[] = Array.from({ length: random(8) }, () => ({
        action: actions[random(actions.length)],
        version: versions[random(3)]!,
        previous: versions[random(4)],
        explicit: random(2) === 1,
      }));
      const current = versions[random(4)];
      expect(rollbackTarget(steps, current)).toBe(registryRollbackTarget(steps, current));
    }
  });

  it('walks back 1.0.2 → 1.0.1 → 1.0.0 and undoes a rollback to a named version', () => {
    const publish = (version: string, previous: string | null) => ({ action: 'publish', version, previous, explicit: false });
    const steps = [publish('1.0.0', null), publish('1.0.1', '1.0.0'), publish('1.0.2', '1.0.1')];
    expect(rollbackTarget(steps, '1.0.2')).toBe('1.0.1');
    expect(rollbackTarget(steps, '1.0.1')).toBe('1.0.0');
    expect(rollbackTarget(steps, '1.0.0')).toBeNull();
    expect(rollbackTarget([...steps, { action: 'rollback', version: '0.9.0', previous: '1.0.2', explicit: true }], '0.9.0')).toBe('1.0.2');
  });
});

describe('what a confirmation says', () => {
  it('promote, abort and rollback in words', () => {
    expect(describeChange({ action: 'promote', remote: wallet() })).toBe(
      'wallet 1.0.2 goes live for every visitor, replacing 1.0.1; the canary (10 % of visitors) ends.',
    );
    expect(describeChange({ action: 'abort', remote: wallet() })).toBe(
      'The canary of wallet 1.0.2 ends: every visitor gets 1.0.1 again, including the 10 % on 1.0.2 (at their next wallet page). 1.0.2 stays hosted.',
    );
    expect(describeChange({ action: 'rollback', remote: wallet(), version: '1.0.0', named: false })).toBe(
      'wallet 1.0.0 goes live for every visitor, replacing 1.0.1; the canary of 1.0.2 (10 % of visitors) ends. Nothing is rebuilt.',
    );
    expect(describeChange({ action: 'rollback', remote: wallet({ canary: null }), version: '1.0.0', named: true })).toBe(
      'wallet 1.0.0 goes live for every visitor, replacing 1.0.1. Nothing is rebuilt.',
    );
  });

  it('widening, narrowing, everyone, and the same share', () => {
    const widen = (percent: number) => describeChange({ action: 'widen', remote: wallet(), percent });
    expect(widen(50)).toBe(
      'The canary of wallet 1.0.2 goes from 10 % to 50 % of visitors; the other 50 % keep 1.0.1. Visitors already on 1.0.2 stay on it.',
    );
    expect(widen(2.5)).toBe(
      'The canary of wallet 1.0.2 goes from 10 % to 2.5 % of visitors; the other 97.5 % keep 1.0.1. Some visitors on 1.0.2 go back to 1.0.1 at their next wallet page.',
    );
    expect(widen(100)).toBe(
      'The canary of wallet 1.0.2 goes from 10 % to 100 % of visitors; no visitor keeps 1.0.1, which stays the live version. Visitors already on 1.0.2 stay on it.',
    );
    expect(widen(10)).toMatch(/That is its share now: nothing changes\.$/);
  });
});

describe('the call a change sends', () => {
  it('names the revision shown, the message when there is one, and only what the action takes', () => {
    const remote = wallet();
    expect(changeRequest({ action: 'promote', remote }, '  ')).toEqual({ path: '/remotes/wallet/promote', body: { expectRevision: 7 } });
    expect(changeRequest({ action: 'abort', remote }, ' errors up ')).toEqual({
      path: '/remotes/wallet/abort',
      body: { expectRevision: 7, message: 'errors up' },
    });
    expect(changeRequest({ action: 'widen', remote, percent: 25 }, '')).toEqual({
      path: '/remotes/wallet/canary',
      body: { expectRevision: 7, version: '1.0.2', percent: 25 },
    });
    // The version live before is left to the server (its history step stays a plain rollback); a chosen one is sent.
    expect(changeRequest({ action: 'rollback', remote, version: '1.0.0', named: false }, '')).toEqual({
      path: '/remotes/wallet/rollback',
      body: { expectRevision: 7 },
    });
    expect(changeRequest({ action: 'rollback', remote, version: '1.0.0', named: true }, '')).toEqual({
      path: '/remotes/wallet/rollback',
      body: { expectRevision: 7, version: '1.0.0' },
    });
  });
});

describe('small rules', () => {
  it('shares the canary call accepts', () => {
    expect(['10', ' 12.5 ', '100', '0.01'].map(parsePercent)).toEqual([10, 12.5, 100, 0.01]);
    expect(['0', '100.5', '', 'ten', '-5', '1e2', '5%'].map(parsePercent)).toEqual([null, null, null, null, null, null, null]);
  });

  it('formats shares and rates', () => {
    expect([10, 12.5, 100 / 3].map(percentText)).toEqual(['10 %', '12.5 %', '33.33 %']);
    expect([0, 0.005, 11 / 212].map(rateText)).toEqual(['0 %', '0.5 %', '5.2 %']);
  });

  it('rollback choices: hosted versions but the live one, newest first', () => {
    expect(rollbackChoices(wallet())).toEqual(['1.0.2', '1.0.0']);
  });
});
