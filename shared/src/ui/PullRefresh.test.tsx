import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n/i18n';
import { PULL_COMPLETE_MS, PullRefresh } from './PullRefresh';

const i18n = initI18n('en');

function touch(el: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) {
  const touches = type === 'touchEnd' ? [] : [{ clientY: y, clientX: 0, identifier: 1, target: el }];
  fireEvent[type](el, { touches, changedTouches: [{ clientY: y, clientX: 0, identifier: 1, target: el }] });
}

describe('PullRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a long enough pull at the top refreshes once, with the texts of each phase', async () => {
    let finish!: () => void;
    const onRefresh = jest.fn(
      () =>
        new Promise<void>((r) => {
          finish = r;
        }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <PullRefresh onRefresh={onRefresh}>
          <p>content</p>
        </PullRefresh>
      </I18nextProvider>,
    );
    const area = screen.getByText('content');
    touch(area, 'touchStart', 100);
    touch(area, 'touchMove', 150);
    expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    touch(area, 'touchMove', 260);
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    await act(async () => {
      touch(area, 'touchEnd', 260);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Refreshing…' })).toBeTruthy();
    await act(async () => {
      finish();
    });
    expect(screen.getByText('Updated')).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(PULL_COMPLETE_MS);
    });
    expect(screen.queryByText('Updated')).toBeNull();
  });

  it('a short pull springs back without refreshing', async () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    render(
      <I18nextProvider i18n={i18n}>
        <PullRefresh onRefresh={onRefresh}>
          <p>content</p>
        </PullRefresh>
      </I18nextProvider>,
    );
    const area = screen.getByText('content');
    touch(area, 'touchStart', 100);
    touch(area, 'touchMove', 140);
    await act(async () => {
      touch(area, 'touchEnd', 140);
    });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('Pull down to refresh')).toBeNull();
  });
});
