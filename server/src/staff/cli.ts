// The back office's first admin (and any later staff member in an emergency), over the same
// database the server uses (DATA_DIR, or DATABASE_URL):
//   npm run staff -w server -- create-admin --login alice
// prints a one-time password and the TOTP provisioning URI (otpauth://…) once: scan the URI into
// an authenticator app; the password must be changed at the first login (staff/changePassword).
// The creation is written to the staff audit as done by the command line.
import type { Kysely } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createStaff, STAFF_LOGIN_SHAPE, StaffLoginTaken } from './accounts';
import { recordAudit } from './audit';

export interface StaffCliIo {
  db: Kysely<Database>;
  now: () => number;
  out: (line: string) => void;
}

const USAGE = ['usage:', '  create-admin --login <login>   (3–32 characters: a–z, 0–9, . _ -, starting with a letter)'];

/** Runs one command; answers the process exit code (0 done, 1 refused, 2 usage). */
export async function runStaffCli(args: readonly string[], io: StaffCliIo): Promise<number> {
  const [command, flag, value] = args;
  const login = (value ?? '').trim().toLowerCase();
  if (command !== 'create-admin' || flag !== '--login' || !STAFF_LOGIN_SHAPE.test(login) || args.length !== 3) {
    for (const line of USAGE) io.out(line);
    return 2;
  }
  try {
    const now = io.now();
    const created = await createStaff(io.db, login, ['admin'], now);
    await recordAudit(
      io.db,
      {
        staffId: null,
        staffLogin: 'command line',
        action: 'staff-create',
        targetType: 'staff',
        targetId: created.member.id,
        after: { login, roles: created.member.roles },
        ip: 'local',
      },
      now,
    );
    io.out(`created admin "${login}" (shown once; the password must be changed at the first login)`);
    io.out(`one-time password: ${created.oneTimePassword}`);
    io.out(`TOTP provisioning URI: ${created.totpUri}`);
    return 0;
  } catch (err) {
    if (err instanceof StaffLoginTaken) {
      io.out(`a staff member "${login}" already exists`);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.dataDir, config.databaseUrl);
  try {
    process.exitCode = await runStaffCli(process.argv.slice(2), { db, now: Date.now, out: (line) => console.log(line) });
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error('staff command failed:', err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
