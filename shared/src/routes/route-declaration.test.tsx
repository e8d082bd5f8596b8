import { pagesOf, prefetchOf } from './route-declaration';

describe('pagesOf', () => {
  it("is the route module's pages by path, from the declaration", () => {
    const A = () => <h1>A</h1>;
    const B = () => <h1>B</h1>;
    expect(
      pagesOf([
        { path: '/a', auth: false, page: A },
        { path: '/b', auth: true, page: B },
      ]),
    ).toEqual({ '/a': A, '/b': B });
  });
});

describe('prefetchOf', () => {
  it("is the route module's prefetch by path, for the routes that declare one", () => {
    const A = () => <h1>A</h1>;
    const first = () => undefined;
    expect(
      prefetchOf([
        { path: '/a', auth: false, page: A, prefetch: first },
        { path: '/b', auth: true, page: A },
      ]),
    ).toEqual({ '/a': first });
  });
});
