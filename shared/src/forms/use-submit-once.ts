// The one way a form sends a money call: never two at once. A second tap while the first call is
// on its way sends nothing and says so in a short toast (docs/product.md §5 "do not submit
// continuously"), instead of a button that silently does nothing. A ref, not state, guards the
// call, so two taps in the same frame are caught too; `busy` is for the button's look.
import { useCallback, useRef, useState } from 'react';
// The app's one toast (a singleton of the shell): imported by the package name, never by a
// relative path, so that this module, bundled into each remote, shows the shell's toast.
import { showToast } from '@app/shared';

/**
 * `const [submit, busy] = useSubmitOnce(async (e) => { … }, rule(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY))`.
 * `inFlightMessage` is toasted when `submit` is called while a previous call has not settled.
 * An error thrown by `work` is passed on (catch it in `work` to show it on the form).
 */
export function useSubmitOnce<A extends unknown[]>(
  work: (...args: A) => Promise<void>,
  inFlightMessage: string,
): [submit: (...args: A) => Promise<void>, busy: boolean] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (...args: A) => {
      if (inFlight.current) {
        // A form's submit event still needs its default prevented, or the browser sends the form.
        (args[0] as { preventDefault?: () => void } | undefined)?.preventDefault?.();
        showToast(inFlightMessage);
        return;
      }
      inFlight.current = true;
      setBusy(true);
      try {
        await work(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [work, inFlightMessage],
  );
  return [submit, busy];
}
