import type { Toast as ToastApi } from 'antd-mobile';
import { TOAST } from '../constants/ui';
import './toast.css';

type Overlays = typeof import('./overlays');
let loaded: Overlays | null = null;
let loading: Promise<Overlays> | null = null;

/**
 * antd-mobile's Toast and Dialog, fetched on first use (most visits never show one; Home's
 * JavaScript budget is tight). Once loaded they are returned at once.
 */
export function loadOverlays(): Promise<Overlays> {
  if (!loading) {
    loading = import('./overlays').then((m) => {
      loaded = m;
      return m;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Shows a toast for the given time (docs/product.md §8/§9 durations). Empty messages are not shown. */
export function showToast(message: string, durationMs: number = TOAST.shortMs): void {
  if (!message) return;
  const show = (Toast: typeof ToastApi) => Toast.show({ content: message, duration: durationMs, maskClickable: true });
  if (loaded) show(loaded.Toast);
  else
    void loadOverlays().then(
      (m) => show(m.Toast),
      () => undefined,
    );
}
