// product/myCollect, collect, canclecollect: the user's watchlist ("self-selected" products).
// Collecting twice is harmless (the unique (user, code) pair absorbs it); so is cancelling a
// product that is not in the list. Unknown codes answer 2700.
import type { MarketEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { requiredText } from '../http/form-fields';
import type { ProductBoard } from '../market/board';
import { contentOf } from '../i18n/language';
import { localizeProducts } from './localize';
import { CODE_MAX_LENGTH, knownCode } from './product-endpoints';

type WatchlistPaths = 'product/myCollect' | 'product/collect' | 'product/canclecollect';

export function watchlistEndpoints(ctx: DomainContext, board: ProductBoard): HandlersOf<Pick<MarketEndpoints, WatchlistPaths>> {
  const { db, market } = ctx;
  return {
    'product/myCollect': {
      auth: true,
      fields: {},
      async handle(_request, context) {
        const { lang, session } = context;
        const rows = await db
          .selectFrom('watchlist')
          .select('code')
          .where('user_id', '=', session.userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        return localizeProducts(
          market,
          rows.flatMap(({ code }) => board.product(lang, code) ?? []),
          contentOf(context),
        );
      },
    },

    'product/collect': {
      auth: true,
      fields: { code: requiredText(CODE_MAX_LENGTH) },
      async handle({ code }, { session, now }) {
        const known = knownCode(market, code);
        await db
          .insertInto('watchlist')
          .values({ user_id: session.userId, code: known, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
          .execute();
        return null;
      },
    },

    'product/canclecollect': {
      auth: true,
      fields: { code: requiredText(CODE_MAX_LENGTH) },
      async handle({ code }, { session }) {
        const known = knownCode(market, code);
        await db.deleteFrom('watchlist').where('user_id', '=', session.userId).where('code', '=', known).execute();
        return null;
      },
    },
  };
}
