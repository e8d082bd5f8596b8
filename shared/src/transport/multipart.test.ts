import { buildMultipartBody, isMultipartRequest } from './multipart';

describe('buildMultipartBody', () => {
  it('puts the fields in key order (nullish dropped, values as strings) before the one file part', () => {
    const file = new Blob(['abc'], { type: 'image/png' });
    const body = buildMultipartBody({ lang: 'en_US', b: 2, a: 'x', gone: null }, { file, fileName: 'id.png' });
    const entries = [...body.entries()];
    expect(entries.map(([k]) => k)).toEqual(['a', 'b', 'lang', 'file']);
    expect(entries.slice(0, 3).map(([, v]) => v)).toEqual(['x', '2', 'en_US']);
    expect((entries[3][1] as File).name).toBe('id.png');
  });
});

describe('isMultipartRequest', () => {
  it('is true only with a file part', () => {
    expect(isMultipartRequest({ path: 'common/uploadFile', multipart: { file: new Blob(['x']), fileName: 'x' } } as never)).toBe(true);
    expect(isMultipartRequest({ path: 'user/login', body: {} })).toBe(false);
    expect(isMultipartRequest({ path: 'user/login', multipart: { file: 'nope' } } as never)).toBe(false);
  });
});
