import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo1234'), hashPassword('Demo1234')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Demo1234');
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('rejects stored values that are not our hashes', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$c2FsdA==$', 'md5$x$y$z$a$b', 'scrypt$99999999$8$1$c2FsdA==$aGFzaA==']) {
      expect(await verifyPassword('Demo1234', stored)).toBe(false);
    }
  });
});
