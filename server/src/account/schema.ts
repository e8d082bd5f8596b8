// Tables of the account domain: verification codes, captchas, uploads, the help centre.
// Row types as kysely sees them; times are ms since epoch.
import type { Generated } from 'kysely';
import type { VerifyCodePurpose } from '@app/shared/contracts';

/** One SMS or email code sent by user/sendVerifyCode (also the record the send limits count). */
export interface VerifyCodesTable {
  id: Generated<number>;
  /** The account as stored (lower-case email or phone), whether or not a user has it. */
  account: string;
  purpose: VerifyCodePurpose;
  /** sha256 of purpose, account and code: a database read does not hand out live codes as such. */
  code_hash: string;
  /** Client IP address that asked for it (the per-IP hourly cap). */
  client_ip: string;
  created_at: number;
  expires_at: number;
  /** Tries so far, counted BEFORE comparing, so parallel guesses cannot exceed the limit. */
  tries: number;
  /** Set when the code was used, or replaced by a newer code for the same account and purpose. */
  spent_at: number | null;
}

/** One picture captcha (user/captcha); one try each. */
export interface CaptchasTable {
  /** Random hex. */
  id: string;
  /** sha256 of id and the upper-case answer. */
  answer_hash: string;
  client_ip: string;
  created_at: number;
  expires_at: number;
  /** Set by the one try it answers, right or wrong. */
  used_at: number | null;
}

/** A file a user uploaded (common/uploadFile). Other domains refer to it by id (real-name images). */
export interface UploadsTable {
  /** Random, unguessable id (hex). */
  id: string;
  user_id: number;
  /** Sniffed from the content, not taken from the client: image/png, image/jpeg, image/webp. */
  mime: string;
  size_bytes: number;
  /** File name under ${DATA_DIR}/uploads. */
  stored_name: string;
  created_at: number;
}

/** A category of the help centre (provider data, both request languages). */
export interface HelpCategoriesTable {
  id: Generated<number>;
  /** Stable key of the seed (seeding only fills what is missing). */
  slug: string;
  icon: string;
  sort: number;
  title_en: string;
  title_zh: string;
  summary_en: string;
  summary_zh: string;
}

/** A question of the help centre with its answer (plain text; paragraphs split by blank lines). */
export interface HelpQuestionsTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  sort: number;
  title_en: string;
  title_zh: string;
  answer_en: string;
  answer_zh: string;
  updated_at: number;
  /** Japanese written by staff (migration 0912); null: the built-in Japanese of the English, else English. */
  title_ja: string | null;
  answer_ja: string | null;
  /** 1: in the help centre; 0: unpublished by staff (0912). */
  published: Generated<number>;
  /** Deleted by staff: never shown, kept so the demo seed never writes it back (0912). */
  deleted_at: number | null;
  /** +1 with every staff update (0912). */
  version: Generated<number>;
}

export interface AccountTables {
  verify_codes: VerifyCodesTable;
  captchas: CaptchasTable;
  uploads: UploadsTable;
  help_categories: HelpCategoriesTable;
  help_questions: HelpQuestionsTable;
}
