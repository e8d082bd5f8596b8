// One money call at a time: a second tap while the first is on its way sends nothing and says so.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@app/shared';
import { useSubmitOnce } from './use-submit-once';

// The toast is the shell's (the hook reaches it through the package name): watched, not shown.
jest.mock('@app/shared', () => ({ ...jest.requireActual('@app/shared'), showToast: jest.fn() }));

function Form({ send }: { send: () => Promise<void> }) {
  const [submit, busy] = useSubmitOnce(async (e: { preventDefault(): void }) => {
    e.preventDefault();
    await send();
  }, 'Do not submit continuously');
  return (
    <form onSubmit={submit} data-testid="form">
      <button type="submit" disabled={busy}>
        {busy ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}

afterEach(() => jest.mocked(showToast).mockClear());

describe('useSubmitOnce', () => {
  it('sends once however often the form is submitted while the call is in flight, with a short toast for each extra tap', async () => {
    let finish!: () => void;
    const send = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Form send={send} />);
    const form = screen.getByTestId('form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(showToast).toHaveBeenCalledWith('Do not submit continuously');
    expect(screen.getByRole('button').textContent).toBe('Submitting…');
    await act(async () => {
      finish();
    });
    expect(screen.getByRole('button').textContent).toBe('Submit');
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("prevents the browser's own submit of an extra tap too", async () => {
    const send = jest.fn(() => new Promise<void>(() => undefined));
    render(<Form send={send} />);
    const form = screen.getByTestId('form');
    fireEvent.submit(form);
    const second = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
  });

  it('is free again after a failed call', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    function Direct() {
      const [submit] = useSubmitOnce(async () => {
        await send().catch(() => undefined);
      }, 'busy');
      return (
        <button type="button" onClick={() => void submit()}>
          go
        </button>
      );
    }
    render(<Direct />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(showToast).not.toHaveBeenCalled();
  });
});
