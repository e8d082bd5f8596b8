// The operations calls (role `operations`): pausing a product from trading, and the products
// with their pauses. Every change is audited. docs/back-office.md has the calls and the rules.
import { STAFF_RET_CODES, type StaffOperationsCalls, type StaffProduct, type StaffRole } from '@app/shared/staff';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { oneOf, optional, optionalInteger, optionalText, requiredText, type FieldReader } from '../http/form-fields';
import type { ProviderRetCode } from '../i18n/messages';
import type { MarketSimulator } from '../market/simulator';
import type { StaffMember } from './accounts';
import type { StaffCallContext, StaffEndpoint, StaffSignedInContext } from './api';
import { recordAudit, type AuditEntry } from './audit';

export interface OperationsDependencies {
  db: Kysely<Database>;
  /** The market: which products exist (to pause one). */
  market: Pick<MarketSimulator, 'listing' | 'listings'>;
}

type Calls = StaffOperationsCalls;
type Call<P extends keyof Calls> = StaffEndpoint<Calls[P]['req']> & {
  handle(request: Calls[P]['req'], context: StaffCallContext | StaffSignedInContext): Promise<Calls[P]['res']>;
};
export type OperationsEndpoints = { [P in keyof Calls]: Call<P> };

const OPERATIONS: readonly StaffRole[] = ['operations'];
const PRODUCTS_PAGE = 100;
const C = STAFF_RET_CODES;

const fail = (code: ProviderRetCode): never => {
  throw new ApiFailure(code);
};

const me = (context: StaffCallContext | StaffSignedInContext): StaffMember => (context as StaffSignedInContext).session.member;

function audit(
  db: Kysely<Database> | Transaction<Database>,
  context: StaffCallContext,
  entry: Omit<AuditEntry, 'staffId' | 'staffLogin' | 'ip'>,
): Promise<void> {
  const member = me(context);
  return recordAudit(db as Kysely<Database>, { ...entry, staffId: member.id, staffLogin: member.login, ip: context.ip }, context.now);
}

// ── Products ──────────────────────────────────────────────────────────────────────────────────

interface PauseRow {
  paused: number;
  reason: string;
  changed_at: number;
  changed_by_login: string;
}

function toStaffProduct(
  listing: { code: string; type: string; name: { en: string; zh: string }; country: string; exchange: string },
  pause: PauseRow | undefined,
  lang: 'en' | 'zh',
): StaffProduct {
  return {
    code: listing.code,
    name: listing.name[lang],
    type: listing.type === 'etf' ? 'etf' : 'stock',
    market: listing.country,
    exchange: listing.exchange,
    paused: pause?.paused === 1,
    reason: pause ? pause.reason || null : null,
    changedAt: pause ? Number(pause.changed_at) : null,
    changedBy: pause?.changed_by_login ?? null,
  };
}

const isTradable = (type: string) => type === 'stock' || type === 'etf';

// ── The calls ─────────────────────────────────────────────────────────────────────────────────

const textField = (max: number): FieldReader<string> => requiredText(max);
export function operationsEndpoints(deps: OperationsDependencies): OperationsEndpoints {
  const { db, market } = deps;

  /** Every stock and ETF of the market: the catalogue's, then the issues that have listed since. */
  async function marketProducts(now: number) {
    const products = market.listings().filter((l) => isTradable(l.type));
    const known = new Set(products.map((p) => p.code));
    const listedIssues = await db
      .selectFrom('ipo_issues')
      .select('code')
      .where('listing_date', '<=', now)
      .groupBy('code')
      .orderBy('code')
      .execute();
    for (const { code } of listedIssues) {
      const listing = market.listing(code);
      if (listing && !known.has(code) && isTradable(listing.type)) {
        known.add(code);
        products.push(listing);
      }
    }
    return products;
  }

  return {
    'ops/products': {
      access: OPERATIONS,
      fields: { search: optionalText(64), paused: optional(oneOf(['on', 'off'] as const)), page: optionalInteger(1, 100_000) },
      async handle({ search, paused, page = 1 }, { now, lang }) {
        const pauses = new Map((await db.selectFrom('product_pauses').selectAll().execute()).map((p) => [p.code, p] as const));
        const needle = search?.trim().toLowerCase() ?? '';
        const list = (await marketProducts(now))
          .filter((l) => [l.code, l.name.en, l.name.zh].some((text) => text.toLowerCase().includes(needle)))
          .map((listing) => toStaffProduct(listing, pauses.get(listing.code), lang))
          .filter((p) => paused === undefined || p.paused === (paused === 'on'));
        return { list: list.slice((page - 1) * PRODUCTS_PAGE, page * PRODUCTS_PAGE), total: list.length };
      },
    },

    'ops/pauseProduct': {
      access: OPERATIONS,
      fields: { code: textField(32), paused: oneOf(['on', 'off'] as const), reason: optionalText(255) },
      async handle({ code, paused, reason }, context) {
        const { now, lang } = context;
        const listing = market.listing(code.trim());
        if (!listing || !isTradable(listing.type)) return fail(C.OPS_PRODUCT_NOT_FOUND);
        const member = me(context);
        const text = (reason ?? '').trim();
        const on = paused === 'on' ? 1 : 0;
        await db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('product_pauses').selectAll().where('code', '=', listing.code).executeTakeFirst();
          const row = { paused: on, reason: text, changed_at: now, changed_by: member.id, changed_by_login: member.login };
          await trx
            .insertInto('product_pauses')
            .values({ code: listing.code, ...row })
            .onConflict((oc) => oc.column('code').doUpdateSet(row))
            .execute();
          await audit(trx, context, {
            action: on ? 'product-pause' : 'product-resume',
            targetType: 'product',
            targetId: listing.code,
            before: { paused: before?.paused === 1, reason: before ? before.reason || null : null },
            after: { paused: on === 1, reason: text || null },
          });
        });
        const pause = await db.selectFrom('product_pauses').selectAll().where('code', '=', listing.code).executeTakeFirst();
        return toStaffProduct(listing, pause, lang);
      },
    },
  };
}
