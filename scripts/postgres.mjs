#!/usr/bin/env node
// Makes sure a local PostgreSQL answers for the test suite: starts Debian's cluster when it is down
// and creates the role `app` (password `app`, may create databases). Prints the admin URL that
// server tests take as TEST_POSTGRES_URL. Needs root (CI runs as root).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://app:app@127.0.0.1:5432/postgres';

function sh(cmd, args) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function psqlAsPostgres(sql) {
  return sh('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -tAc "${sql.replace(/"/g, '\\"')}"`]).trim();
}

/** The cluster ensurePostgres started, { version, name }, or null when it was running already. */
export let startedPostgres = null;

/** Other sessions connected to the cluster besides those to `database` (and the server's own). */
export function otherPostgresSessions(database) {
  return Number(
    psqlAsPostgres(
      `select count(*) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid() and datname is distinct from '${database}'`,
    ),
  );
}

/** Stops the cluster ensurePostgres started. */
export function stopStartedPostgres() {
  if (!startedPostgres) return;
  sh('pg_ctlcluster', [startedPostgres.version, startedPostgres.name, 'stop']);
  startedPostgres = null;
}

export function ensurePostgres() {
  if (!existsSync('/usr/bin/pg_ctlcluster')) {
    throw new Error('PostgreSQL is not installed (apt-get install -y postgresql); .ci/run installs it.');
  }
  const clusters = sh('pg_lsclusters', ['--no-header']).trim().split('\n').filter(Boolean);
  if (clusters.length === 0) throw new Error('No PostgreSQL cluster exists (pg_createcluster 15 main --start).');
  const [version, name, , status] = clusters[0].split(/\s+/);
  if (status !== 'online') {
    sh('pg_ctlcluster', [version, name, 'start']);
    startedPostgres = { version, name };
  }
  if (psqlAsPostgres("select 1 from pg_roles where rolname = 'app'") !== '1') {
    psqlAsPostgres("create role app login createdb password 'app'");
  }
  return TEST_POSTGRES_URL;
}

/**
 * Drops the per-test databases (t_<hex>) a previous run left behind: those nobody is connected to.
 * A database in use belongs to a run going on beside this one (another checkout's `npm test` on the
 * same machine) and is left to it.
 */
export function dropTestDatabases() {
  const unused = 'select datname from pg_database d where not exists (select 1 from pg_stat_activity a where a.datname = d.datname)';
  const names = psqlAsPostgres(unused)
    .split('\n')
    .filter((n) => /^t_[0-9a-f]{20}$/.test(n));
  for (const name of names) {
    try {
      psqlAsPostgres(`drop database if exists ${name}`);
    } catch {
      // Someone connected meanwhile: in use, not left behind.
    }
  }
}

const invokedDirectly = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (invokedDirectly) {
  try {
    console.log(ensurePostgres());
  } catch (err) {
    console.error(`postgres: ${err.message}`);
    process.exit(1);
  }
}
