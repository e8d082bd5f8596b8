// Runtime plugin: when a remote's manifest, entry or exposed module cannot be loaded, record it
// (console + a DOM event the shell can observe) and let the error reach the domain's error
// boundary, which shows the translated "unavailable — retry" screen. Nothing is returned as a
// fallback: a silent fallback would hide the failure and break retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const detail = { id, lifecycle, message: error instanceof Error ? error.message : String(error) };
      console.warn('[remotes] failed to load', detail);
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('remote-load-error', { detail }));
      return undefined;
    },
  };
}
