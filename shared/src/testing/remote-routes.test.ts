// routes.json as the route test writes it: the declaration's paths and auth flags in order, each
// path keeping the server's hints it had, in the layout the checked-in files use.
import type { ComponentType } from 'react';
import type { RouteMeta } from '../routes/registry-types';
import { formatRoutesJson, routesJsonOf } from './remote-routes';

const Page: ComponentType = () => null;

describe('routes.json from a route declaration', () => {
  it("takes path and auth from the declaration, in its order, and keeps each path's hints", () => {
    const current: RouteMeta[] = [
      { path: '/b', auth: false, chunks: ['page-b'], data: [{ api: 'product/countrys', fields: {} }] },
      { path: '/gone', auth: true },
    ];
    expect(
      routesJsonOf(
        [
          { path: '/a', auth: true, page: Page },
          { path: '/b', auth: false, page: Page },
        ],
        current,
      ),
    ).toEqual([
      { path: '/a', auth: true },
      { path: '/b', auth: false, chunks: ['page-b'], data: [{ api: 'product/countrys', fields: {} }] },
    ]);
  });

  it('writes a route a line, and a route with data over several', () => {
    expect(
      formatRoutesJson([
        { path: '/a', auth: true, chunks: ['page-a'] },
        {
          path: '/b',
          auth: false,
          data: [
            { api: 'product/countrys', fields: {} },
            { api: 'product/kline', fields: { code: '$query.code', limit: 300 } },
          ],
        },
      ]),
    ).toBe(
      [
        '[',
        '  { "path": "/a", "auth": true, "chunks": ["page-a"] },',
        '  {',
        '    "path": "/b",',
        '    "auth": false,',
        '    "data": [',
        '      { "api": "product/countrys", "fields": {} },',
        '      { "api": "product/kline", "fields": { "code": "$query.code", "limit": 300 } }',
        '    ]',
        '  }',
        ']',
        '',
      ].join('\n'),
    );
  });
});
