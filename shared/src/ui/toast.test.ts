// Toasts break between words, not inside them ("n ext time", "informatio n"): the
// stylesheet that toast.ts loads overrides antd-mobile's word-break: break-all. Jest stubs CSS, so
// the rule is read from the file; the browser check is the e2e screenshot of a toast.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(__dirname, 'toast.css'), 'utf8');
const rule = /([^{}]*\.adm-toast-main[^{}]*)\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));

describe('toast.css', () => {
  it('is imported by toast.ts', () => {
    expect(readFileSync(join(__dirname, 'toast.ts'), 'utf8')).toMatch(/import '\.\/toast\.css';/);
  });

  it('outranks antd-mobile\'s ".adm-toast-mask .adm-toast-main" (three classes)', () => {
    expect(rule).not.toBeNull();
    expect(rule![1].match(/\.[\w-]+/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('breaks between words, wraps anywhere only what is longer than the line', () => {
    const body = rule![2];
    expect(body).toMatch(/word-break:\s*normal/);
    expect(body).toMatch(/overflow-wrap:\s*anywhere/);
    expect(body).not.toMatch(/break-all/);
  });
});
