// Row types of the database as kysely sees them. Times are ms since epoch.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { AccountTables } from '../account/schema';
import type { ChatTables } from '../chat/schema';
import type { ContentTables } from '../content/schema';
import type { GuardTables } from '../guards/schema';
import type { IpoTables } from '../ipo/schema';
import type { ReleaseTables } from '../release/schema';
import type { ReleaseHealthTables } from '../release/health-schema';
import type { StaffTables } from '../staff/schema';
import type { OperationsTables } from '../staff/operations-schema';
import type { StaffDeskTables } from '../staff/desk-schema';
import type { TradeTables } from '../trade/schema';
import type { WalletTables } from '../wallet/schema';

export type AccountType = 'phone' | 'email';

export interface UsersTable {
  id: Generated<number>;
  /** Public 8-digit id shown as UID; the numeric id never leaves the server. */
  uid: string;
  /** Phone number or lower-cased email. */
  account: string;
  account_type: AccountType;
  password_hash: string;
  nickname: string;
  real_name_status: number;
  invite_code: string;
  referrer_user_id: number | null;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 hex of the token: a leaked database does not hand out live sessions. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface BannersTable {
  id: Generated<number>;
  title_en: string;
  title_zh: string;
  /** Japanese written by staff (migration 0912); null: the built-in Japanese of title_en, else English. */
  title_ja: string | null;
  image: string;
  link: string;
  sort: number;
  /** 1: on Home; 0: unpublished by staff (0912). */
  published: Generated<number>;
  /** Deleted by staff: never shown, kept so the demo seed never writes it back (0912). */
  deleted_at: number | null;
  /** +1 with every staff update (0912). */
  version: Generated<number>;
  /** Last staff change, 0 for none (0912). */
  updated_at: Generated<number>;
}

/** Tables of the session basics (users, sessions) and banners. */
export interface CoreTables {
  users: UsersTable;
  sessions: SessionsTable;
  banners: BannersTable;
}

/** The whole database: each domain declares its own tables in its own schema file. */
export interface Database
  extends
    CoreTables,
    WalletTables,
    TradeTables,
    IpoTables,
    ContentTables,
    AccountTables,
    ChatTables,
    GuardTables,
    ReleaseTables,
    ReleaseHealthTables,
    StaffTables,
    OperationsTables,
    StaffDeskTables {}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
