// A remote's pages must be exactly the paths its routes.json declares: the shell builds its route
// table from routes.json, and a declared path without a page would show "unavailable".
import type { ComponentType } from 'react';

export function expectPagesMatchManifest(pages: Record<string, ComponentType>, manifest: Array<{ path: string }>): void {
  expect(Object.keys(pages).sort()).toEqual(manifest.map((r) => r.path).sort());
}
