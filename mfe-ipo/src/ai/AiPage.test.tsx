// AI ordering: the activation path (receipt, activate), the order form's amount rules, the visible
// countdown after an accepted order ("the order will be placed in N seconds") that the customer can
// cancel, the placed order shown, and the provider's daily-limit refusal in the interface language.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswers, stockWallet } from '@app/shared/testing';
import { type AiStatusResponse } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NOW, RULE, aiStatus, aiTask } from '../common/test-fixtures';
import { AiPage, resetTimeText } from './AiPage';

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

function setup(status: () => AiStatusResponse, extra: FakeAnswers = {}) {
  const provider = fakeTransport({
    'leverai/rule': () => RULE,
    'leverai/aiStatus': () => status(),
    'user/userWallet': () => stockWallet('20000.00'),
    ...extra,
  });
  const view = renderWithProviders(<AiPage />, { transport: provider.transport, route: paths.ai(), preloadedSession: TEST_SESSION });
  return { provider, ...view };
}

it('not active: gets the activation code receipt, then activates with it', async () => {
  let status = aiStatus({ status: 'notActive', usesLeft: 0, activatedAt: null });
  const { provider } = setup(() => status, {
    'user/getActiveCode': () => {
      status = aiStatus({ status: 'unclaimed', usesLeft: 0, activatedAt: null });
      return { activationCode: 'K7P2QX9M', issuedAt: NOW, claimed: false };
    },
    'leverai/activate': (body) => {
      if (body.activationCode !== 'K7P2QX9M') return refuse(2451, 'Activation code error');
      status = aiStatus();
      return status;
    },
  });
  expect((await screen.findByTestId('ai-status')).getAttribute('data-status')).toBe('notActive');
  fireEvent.click(screen.getByTestId('ai-get-code'));
  expect((await screen.findByTestId('ai-code')).textContent).toBe('K7P2QX9M');
  fireEvent.change(screen.getByTestId('ai-code-input'), { target: { value: 'WRONG123' } });
  fireEvent.click(screen.getByTestId('ai-activate'));
  expect((await screen.findByTestId('ipo-error')).textContent).toBe('Activation code error');
  fireEvent.click(screen.getByTestId('ai-use-code'));
  fireEvent.click(screen.getByTestId('ai-activate'));
  await screen.findByTestId('ai-form');
  expect(screen.getByTestId('ai-status').getAttribute('data-status')).toBe('active');
  expect(provider.count('leverai/activate')).toBe(2);
});

it.each([
  ['900', 'The amount must be at least 1000 and at most 100000'],
  ['100100', 'The amount must be at least 1000 and at most 100000'],
  ['1050', 'The investment amount must be a multiple of 100'],
  ['30000', 'Insufficient wallet balance'],
])('amount %s is refused with "%s" and nothing is sent', async (amount, message) => {
  const { provider } = setup(() => aiStatus());
  await screen.findByTestId('ai-form');
  await waitFor(() => expect(provider.count('user/userWallet')).toBe(1));
  await act(async () => undefined);
  fireEvent.change(screen.getByTestId('ai-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('ai-submit'));
  expect(screen.getByTestId('ipo-error').textContent).toBe(message);
  expect(provider.count('leverai/aiPlaceOrder')).toBe(0);
});

it('counts down visibly after an accepted order, and the countdown can be cancelled', async () => {
  let status = aiStatus();
  const { provider } = setup(() => status, {
    'leverai/aiPlaceOrder': () => {
      const task = aiTask({ executeAt: Date.now() + 10_000 });
      status = aiStatus({ pendingTask: task, recentTasks: [task], usedToday: 1, usesLeft: 29 });
      return { task, countdownSeconds: 10, notice: 'The order will be placed in 10 seconds' };
    },
    'leverai/cancelTask': () => {
      const task = aiTask({ state: 'cancelled' });
      status = aiStatus({ recentTasks: [task] });
      return task;
    },
  });
  await screen.findByTestId('ai-form');
  fireEvent.click(screen.getByTestId('ai-multiple-5'));
  fireEvent.click(screen.getByTestId('ai-submit'));
  expect((await screen.findByTestId('ai-countdown')).textContent).toContain('The order will be placed in 10 seconds');
  expect(provider.calls.find((c) => c.path === 'leverai/aiPlaceOrder')!.body).toEqual({
    amount: '1000',
    multiple: 5,
    requestId: expect.stringMatching(/^ai-/),
  });
  await act(async () => {
    jest.advanceTimersByTime(3250);
  }); // the screen's clock ticks every 250 ms
  expect(screen.getByTestId('ai-countdown').textContent).toContain('The order will be placed in 7 seconds');
  fireEvent.click(screen.getByTestId('ai-cancel'));
  await waitFor(() => expect(screen.queryByTestId('ai-countdown')).toBeNull());
  expect(provider.count('leverai/cancelTask')).toBe(1);
  expect((await screen.findByTestId('ai-result')).getAttribute('data-state')).toBe('cancelled');
});

it('shows the placed order when the countdown ends; then Start stays off with the reason and the time the allowance resets', async () => {
  let status = aiStatus({ usedToday: 1 });
  let placed = false;
  const { provider } = setup(
    () => {
      if (!placed && status.pendingTask && Date.now() >= status.pendingTask.executeAt) {
        placed = true;
        const task = aiTask({ state: 'placed', orderId: 9, code: 'AAPL', direction: 'bullish' });
        status = aiStatus({ usedToday: 2, usesLeft: 28, recentTasks: [task] });
      }
      return status;
    },
    {
      'leverai/aiPlaceOrder': () => {
        if (status.usedToday >= 2) return refuse(2453, 'AI ordering is limited to 2 times per day per customer');
        const task = aiTask({ executeAt: Date.now() + 10_000 });
        status = aiStatus({ usedToday: 2, pendingTask: task, recentTasks: [task] });
        return { task, countdownSeconds: 10, notice: 'The order will be placed in 10 seconds' };
      },
    },
  );
  await screen.findByTestId('ai-form');
  fireEvent.click(screen.getByTestId('ai-submit'));
  await screen.findByTestId('ai-countdown');
  for (let i = 0; i < 12; i++)
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
  await waitFor(() => expect(screen.queryByTestId('ai-countdown')).toBeNull());
  expect((await screen.findByTestId('ai-result')).textContent).toContain('Placed: AAPL bullish, 2×, amount 1,000.00 USDT.');
  expect(screen.getByTestId('ai-used-today').textContent).toBe('2 / 2');
  const start = screen.getByTestId('ai-submit') as HTMLButtonElement;
  expect(start.disabled).toBe(true);
  const why = screen.getByTestId('ai-blocked');
  expect(start.getAttribute('aria-describedby')).toBe(why.id);
  expect(why.textContent).toContain('AI ordering is limited to 2 times per day per customer');
  expect(screen.getByTestId('ai-resets').textContent).toBe(
    `You can start the next one from ${resetTimeText(Date.UTC(2026, 10, 26, 5, 0, 0), 'en')}.`,
  );
  fireEvent.click(start);
  expect(provider.count('leverai/aiPlaceOrder')).toBe(1);
});

it('opens at 2 of 2 with Start off; at the reset it asks again and Start comes back', async () => {
  const resetAt = Date.UTC(2026, 10, 26, 5, 0, 0);
  const { provider } = setup(() =>
    Date.now() >= resetAt ? aiStatus({ dailyResetAt: resetAt + 24 * 3_600_000 }) : aiStatus({ usedToday: 2, usesLeft: 28 }),
  );
  await screen.findByTestId('ai-blocked');
  expect((screen.getByTestId('ai-submit') as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    jest.advanceTimersByTime(resetAt - NOW);
  });
  await waitFor(() => expect(screen.queryByTestId('ai-blocked')).toBeNull());
  expect((screen.getByTestId('ai-submit') as HTMLButtonElement).disabled).toBe(false);
  expect(provider.count('leverai/aiStatus')).toBe(2);
});

it('with the activation used up, Start stays off with the usage limit message', async () => {
  setup(() => aiStatus({ usedToday: 0, usesLeft: 0 }));
  expect((await screen.findByTestId('ai-blocked')).textContent).toBe('AI usage upper limit reached');
  expect(screen.queryByTestId('ai-resets')).toBeNull();
  expect((screen.getByTestId('ai-submit') as HTMLButtonElement).disabled).toBe(true);
});

it('names the reset time in the language and the time zone of the device', () => {
  const resetAt = Date.UTC(2026, 10, 26, 5, 0, 0);
  expect(resetTimeText(resetAt, 'en', 'Asia/Tokyo')).toBe('Nov 26, 14:00 GMT+9');
  expect(resetTimeText(resetAt, 'en', 'America/New_York')).toBe('Nov 26, 00:00 EST');
  expect(resetTimeText(resetAt, 'ja', 'Asia/Tokyo')).toBe('11月26日 14:00 JST');
  expect(resetTimeText(resetAt, 'zh-Hans', 'Asia/Shanghai')).toBe('11月26日 GMT+8 13:00');
});
