// Release API tokens, on the server (the database of DATA_DIR / DATABASE_URL, as the provider):
//   npm run release-token -w server -- create --remote wallet --name "wallet CI" [--expires 90d]
//   npm run release-token -w server -- create --release-manager --name "release manager" [--expires 30d]
//   npm run release-token -w server -- list
//   npm run release-token -w server -- revoke <id>
// A created token is printed once; only its SHA-256 is stored.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createToken, listTokens, parseDuration, revokeToken } from './tokens';
import { REMOTE_NAME } from './registry';

function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...args] = argv;
  const config = loadConfig();
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  const now = Date.now();
  try {
    if (cmd === 'create') {
      const manager = args.includes('--release-manager');
      const remote = option(args, '--remote') ?? null;
      const name = option(args, '--name') ?? (manager ? 'release manager' : remote ? `${remote} team` : '');
      if (manager === Boolean(remote)) throw new Error('create needs --remote <name> (a team token) or --release-manager, not both');
      if (remote && !REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote name`);
      const expires = option(args, '--expires');
      const expiresAt = expires ? now + parseDuration(expires) : null;
      const { id, token } = await createToken(db, { name, remote, expiresAt, now });
      console.log(
        `created release token ${id} "${name}" for ${remote ?? 'every remote (release manager)'}${expiresAt ? `, expires ${new Date(expiresAt).toISOString()}` : ', no expiry'}`,
      );
      console.log('It is shown only now; store it where the release command runs (RELEASE_TOKEN):');
      console.log(token);
    } else if (cmd === 'list') {
      for (const t of await listTokens(db)) {
        const state = t.revoked_at ? 'revoked' : t.expires_at !== null && t.expires_at <= now ? 'expired' : 'active';
        console.log(
          `${t.id}  ${state.padEnd(7)}  ${(t.remote ?? 'ALL (release manager)').padEnd(22)}  ${t.name}  created ${new Date(t.created_at).toISOString()}${t.expires_at ? `  expires ${new Date(t.expires_at).toISOString()}` : ''}${t.last_used_at ? `  last used ${new Date(t.last_used_at).toISOString()}` : ''}`,
        );
      }
    } else if (cmd === 'revoke') {
      const id = args[0];
      if (!id) throw new Error('usage: revoke <id> (ids: list)');
      if (!(await revokeToken(db, id, now))) throw new Error(`no live token ${id} (list shows them)`);
      console.log(`revoked release token ${id}: its next call is refused`);
    } else {
      throw new Error('usage: create --remote <name> | --release-manager [--name <name>] [--expires 90d] · list · revoke <id>');
    }
    return 0;
  } catch (err) {
    console.error(`release-token: ${(err as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

void main(process.argv.slice(2)).then((code) => process.exit(code));
