import { Toast } from 'antd-mobile';
import { TOAST } from '../constants/ui';

/** Shows a toast for the given time (SPEC §8/§9 durations). Empty messages are not shown. */
export function showToast(message: string, durationMs: number = TOAST.shortMs): void {
  if (!message) return;
  Toast.show({ content: message, duration: durationMs, maskClickable: true });
}
