import { hasContentHash, shellCacheControl } from './cache-policy';

describe('shell cache policy', () => {
  it.each([
    ['index.html', 'no-store'],
    ['main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['vendors-node_modules_react.5f2e9a0b7c1d3e4f5a6b.js', 'public, max-age=31536000, immutable'],
    ['assets/logo.png', 'public, max-age=31536000, immutable'],
    ['fonts/numerals.0badc0de.woff2', 'public, max-age=31536000, immutable'],
    ['favicon.svg', 'public, max-age=3600'],
    ['remoteEntry.js', 'public, max-age=3600'],
    ['manifest.json', 'public, max-age=3600'],
    ['manifest.zh-Hans.webmanifest', 'public, max-age=3600'],
    ['sw.js', 'no-cache'],
    ['icons/icon-512.png', 'public, max-age=3600'],
  ])('%s → %s', (file, header) => {
    expect(shellCacheControl(file)).toBe(header);
  });

  it('does not mistake words for hashes', () => {
    expect(hasContentHash('main.defaced.js')).toBe(false);
    expect(hasContentHash('acceptance-feedback.js')).toBe(false);
  });
});
