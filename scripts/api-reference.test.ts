// docs/API.md is generated from the shared contract and the message catalogue; a stale copy fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from './api-reference';

it('docs/API.md matches the contract and the messages (run `npm run docs:api` after changing them)', () => {
  const committed = readFileSync(path.resolve(__dirname, '..', 'docs', 'API.md'), 'utf8');
  expect(committed).toBe(render());
});

it('lists every endpoint with its session rule and every retCode in both languages', () => {
  const text = render();
  expect(text).toMatch(/\| `user\/userInfo` \| required \|/);
  expect(text).toMatch(/\| `user\/login` \| — \|/);
  expect(text).toMatch(/\| 103 \| SESSION_EXPIRED \| Login expired, please log in again \| 登录已过期，请重新登录 \|/);
});
