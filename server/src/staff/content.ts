// The content calls of the staff API (role `content`): Home's banners, articles (news, and the
// notices of Home's scrolling bar and the notice list: category 'notice') and help-centre
// questions — list, create, update, delete, and a preview of a draft as each language shows it.
// Rules (docs/back-office.md "Content"):
//   - Every text in English and simplified Chinese (required) and Japanese (optional: when empty,
//     the built-in Japanese of the English text, else the English). Traditional Chinese is always
//     converted from the simplified text by the server, as before.
//   - `published: off` keeps an item for staff only; delete hides it for good (the row stays, so a
//     demo seed never writes it back). An update names the `version` it was made from (2928 else).
//   - The customer calls read the tables on every call (index.html's Home banners too): an edit
//     shows at once, on every instance, without a restart.
//   - Every change is audited with the item before and after (the staff shape, all languages).
import {
  CONTENT_LIMITS,
  STAFF_DESK_RET_CODES as C,
  type ContentImage,
  type ContentPreview,
  type ContentPreviewLanguage,
  type StaffArticle,
  type StaffArticleFields,
  type StaffArticleSummary,
  type StaffCall,
  type StaffBanner,
  type StaffBannerFields,
  type StaffContentCalls,
  type StaffHelpFields,
  type StaffHelpQuestion,
  type StaffRole,
} from '@app/shared/staff';
import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Article, Banner, HelpQuestion } from '@app/shared/contracts';
import type { HelpQuestionsTable } from '../account/schema';
import type { ImageMime } from '../account/image-kind';
import { productCodesOf, summaryOf } from '../content/article-endpoints';
import { rowText } from '../content/localize';
import type { ArticlesTable } from '../content/schema';
import type { BannersTable, Database } from '../db/schema';
import { oneOf, optional, optionalInteger, requiredInteger, requiredText, type FieldSchema } from '../http/form-fields';
import { audit, signedIn, type StaffDependencies } from './endpoints';
import type { StaffCallContext } from './api';
import type { TypedEndpoint, TypedHandlers } from './typed-calls';
import {
  builtInBannerImages,
  checkCodes,
  checkImage,
  checkLink,
  decodeImage,
  optionalTextField,
  refuseContent,
  textField,
  texts,
  uploadedImageUrl,
  type Texts,
} from './content-fields';

const CONTENT: readonly StaffRole[] = ['content'];
const MAX_ID = 2_147_483_647;
const SORT_MAX = 1_000_000;
const ARTICLES_PAGE_SIZE = 50;
const LANGUAGES: readonly ContentPreviewLanguage[] = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

type Calls = StaffContentCalls;
type Handlers = TypedHandlers<Calls>;
type BannerRow = Selectable<BannersTable>;
type ArticleRow = Selectable<ArticlesTable>;
type HelpRow = Selectable<HelpQuestionsTable>;
type ContentTable = 'banners' | 'articles' | 'help_questions';
type Edit<F> = F & { id: number; version: number };

const published = oneOf(['on', 'off'] as const);
const idField = requiredInteger(1, MAX_ID);
const versionField = requiredInteger(0, MAX_ID);
const sortField = optionalInteger(0, SORT_MAX);
const inLanguages = <T>(make: (language: ContentPreviewLanguage) => T): ContentPreview<T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, make(l)])) as ContentPreview<T>;
const text = (t: Texts, language: ContentPreviewLanguage) => rowText(t.en, t.zh, language, t.ja);

// ——— Banners ———

const BANNER_TITLE = { max: CONTENT_LIMITS.bannerTitle, oneLine: true };

const bannerFields = {
  titleEn: textField(CONTENT_LIMITS.bannerTitle),
  titleZh: textField(CONTENT_LIMITS.bannerTitle),
  titleJa: optionalTextField(CONTENT_LIMITS.bannerTitle),
  image: requiredText(300),
  link: optionalTextField(CONTENT_LIMITS.link),
  sort: sortField,
  published,
};

function staffBanner(r: BannerRow): StaffBanner {
  return {
    id: r.id,
    titleEn: r.title_en,
    titleZh: r.title_zh,
    titleJa: r.title_ja,
    image: r.image,
    link: r.link,
    sort: r.sort,
    published: r.published === 1,
    version: r.version,
    updatedAt: Number(r.updated_at),
  };
}

// ——— Articles ———

const ARTICLE_RULES = {
  title: { max: CONTENT_LIMITS.articleTitle, oneLine: true },
  summary: { max: CONTENT_LIMITS.articleSummary, oneLine: false },
  body: { max: CONTENT_LIMITS.articleBody, oneLine: false },
  source: { max: CONTENT_LIMITS.articleSource, oneLine: true },
} as const;

const articleFields = {
  category: oneOf(['news', 'notice'] as const),
  titleEn: textField(CONTENT_LIMITS.articleTitle),
  titleZh: textField(CONTENT_LIMITS.articleTitle),
  titleJa: optionalTextField(CONTENT_LIMITS.articleTitle),
  summaryEn: textField(CONTENT_LIMITS.articleSummary),
  summaryZh: textField(CONTENT_LIMITS.articleSummary),
  summaryJa: optionalTextField(CONTENT_LIMITS.articleSummary),
  bodyEn: textField(CONTENT_LIMITS.articleBody),
  bodyZh: textField(CONTENT_LIMITS.articleBody),
  bodyJa: optionalTextField(CONTENT_LIMITS.articleBody),
  sourceEn: textField(CONTENT_LIMITS.articleSource),
  sourceZh: textField(CONTENT_LIMITS.articleSource),
  sourceJa: optionalTextField(CONTENT_LIMITS.articleSource),
  codes: optionalTextField(400),
  published,
};

function staffArticleSummary(r: ArticleRow, codes: string[]): StaffArticleSummary {
  return {
    id: r.id,
    category: r.category,
    titleEn: r.title_en,
    titleZh: r.title_zh,
    titleJa: r.title_ja,
    codes,
    published: r.published === 1,
    publishedAt: Number(r.published_at),
    version: r.version,
    updatedAt: Number(r.updated_at),
  };
}

function staffArticle(r: ArticleRow, codes: string[]): StaffArticle {
  return {
    ...staffArticleSummary(r, codes),
    summaryEn: r.summary_en,
    summaryZh: r.summary_zh,
    summaryJa: r.summary_ja,
    bodyEn: r.body_en,
    bodyZh: r.body_zh,
    bodyJa: r.body_ja,
    sourceEn: r.source_en,
    sourceZh: r.source_zh,
    sourceJa: r.source_ja,
  };
}

// ——— Help questions ———

const HELP_RULES = {
  title: { max: CONTENT_LIMITS.helpTitle, oneLine: true },
  answer: { max: CONTENT_LIMITS.helpAnswer, oneLine: false },
} as const;

const helpFields = {
  categoryId: idField,
  titleEn: textField(CONTENT_LIMITS.helpTitle),
  titleZh: textField(CONTENT_LIMITS.helpTitle),
  titleJa: optionalTextField(CONTENT_LIMITS.helpTitle),
  answerEn: textField(CONTENT_LIMITS.helpAnswer),
  answerZh: textField(CONTENT_LIMITS.helpAnswer),
  answerJa: optionalTextField(CONTENT_LIMITS.helpAnswer),
  sort: sortField,
  published,
};

function staffHelp(r: HelpRow): StaffHelpQuestion {
  return {
    id: r.id,
    categoryId: r.category_id,
    titleEn: r.title_en,
    titleZh: r.title_zh,
    titleJa: r.title_ja,
    answerEn: r.answer_en,
    answerZh: r.answer_zh,
    answerJa: r.answer_ja,
    sort: r.sort,
    published: r.published === 1,
    version: r.version,
    updatedAt: Number(r.updated_at),
  };
}

// ——— Editing: one shape for the three tables ———
// Banners, articles and help questions are edited the same way: create appends a row; update is
// conditional on the version the staff member read (versioned: 2927 gone, 2928 newer); delete sets
// deleted_at; and each change writes its audit row (content-<target>-create|update|delete, the
// staff view before and after) in its own transaction. A kind says only what differs per table.

interface ContentKind<T extends ContentTable, F extends { published: 'on' | 'off' }, R, S> {
  table: T;
  /** The audit's target type, and the middle of its action names. */
  target: 'banner' | 'article' | 'help';
  /** Checks the fields beyond their readers (texts, image, link, codes, category); refuses before any write. */
  read(request: F): R | Promise<R>;
  /** The item as staff see it (an answer, the audit's before and after); gone → CONTENT_NOT_FOUND. */
  staff(trx: Transaction<Database>, id: number): Promise<S>;
  /** The columns the fields set, on create and update alike (an update without `sort` keeps the row's). */
  columns(request: F, read: R): Updateable<Database[T]>;
  /** The new row but `published` and `updated_at`: what only a new row has too (its place at the end, a slug, a date). */
  created(trx: Transaction<Database>, request: F, read: R, now: number): Promise<Omit<Insertable<Database[T]>, 'published' | 'updated_at'>>;
  /** After the row is written (articles: their products). */
  written?(trx: Transaction<Database>, id: number, read: R): Promise<void>;
  /** Delete also moves updated_at (help questions keep theirs). */
  deleteTouches: boolean;
}

export function contentEndpoints(deps: StaffDependencies): Handlers {
  const { db } = deps;
  const listing = (code: string) => deps.market.listing(code);

  /** Writes the item's audit row in the change's own transaction: a change without its row cannot commit. */
  const record = (
    trx: Transaction<Database>,
    context: StaffCallContext,
    action: string,
    targetType: 'banner' | 'article' | 'help',
    targetId: number,
    before: unknown,
    after: unknown,
  ) => audit(trx, context, signedIn(context), { action, targetType, targetId, before, after });

  /** The conditional update of a versioned row: none changed → the row is gone (2927) or newer (2928). */
  async function versioned(
    trx: Transaction<Database>,
    table: 'banners' | 'articles' | 'help_questions',
    id: number,
    changed: bigint,
  ): Promise<void> {
    if (Number(changed) === 1) return;
    const row = await trx.selectFrom(table).select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    refuseContent(row ? C.CONTENT_CHANGED : C.CONTENT_NOT_FOUND);
  }

  // Banners

  async function readBanner(request: StaffBannerFields) {
    return {
      title: texts(request as unknown as Record<string, unknown>, 'title', BANNER_TITLE),
      image: await checkImage(db, request.image),
      link: checkLink(request.link),
    };
  }

  const bannerColumns = (b: Awaited<ReturnType<typeof readBanner>>) => ({
    title_en: b.title.en,
    title_zh: b.title.zh,
    title_ja: b.title.ja,
    image: b.image,
    link: b.link,
  });

  const bannerRow = (trx: Transaction<Database> | typeof db, id: number) =>
    trx.selectFrom('banners').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

  // Articles

  function readArticle(request: StaffArticleFields) {
    const fields = request as unknown as Record<string, unknown>;
    return {
      title: texts(fields, 'title', ARTICLE_RULES.title),
      summary: texts(fields, 'summary', ARTICLE_RULES.summary),
      body: texts(fields, 'body', ARTICLE_RULES.body),
      source: texts(fields, 'source', ARTICLE_RULES.source),
      codes: checkCodes(request.codes, listing),
    };
  }

  const articleRow = (trx: Transaction<Database> | typeof db, id: number) =>
    trx.selectFrom('articles').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

  async function articleWithCodes(trx: Transaction<Database> | typeof db, id: number): Promise<StaffArticle> {
    const row = (await articleRow(trx, id)) ?? refuseContent(C.CONTENT_NOT_FOUND);
    return staffArticle(row, (await productCodesOf(trx, [id])).get(id) ?? []);
  }

  const articleColumns = (a: ReturnType<typeof readArticle>) => ({
    title_en: a.title.en,
    title_zh: a.title.zh,
    title_ja: a.title.ja,
    summary_en: a.summary.en,
    summary_zh: a.summary.zh,
    summary_ja: a.summary.ja,
    body_en: a.body.en,
    body_zh: a.body.zh,
    body_ja: a.body.ja,
    source_en: a.source.en,
    source_zh: a.source.zh,
    source_ja: a.source.ja,
  });

  async function setCodes(trx: Transaction<Database>, id: number, codes: string[]): Promise<void> {
    await trx.deleteFrom('article_products').where('article_id', '=', id).execute();
    if (codes.length)
      await trx
        .insertInto('article_products')
        .values(codes.map((code) => ({ article_id: id, code })))
        .execute();
  }

  // Help questions

  function readHelp(request: StaffHelpFields) {
    const fields = request as unknown as Record<string, unknown>;
    return { title: texts(fields, 'title', HELP_RULES.title), answer: texts(fields, 'answer', HELP_RULES.answer) };
  }

  const helpColumns = (h: ReturnType<typeof readHelp>) => ({
    title_en: h.title.en,
    title_zh: h.title.zh,
    title_ja: h.title.ja,
    answer_en: h.answer.en,
    answer_zh: h.answer.zh,
    answer_ja: h.answer.ja,
  });

  async function requireCategory(id: number): Promise<void> {
    const row = await db.selectFrom('help_categories').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) refuseContent(C.CONTENT_HELP_CATEGORY_NOT_FOUND, { field: 'categoryId' });
  }

  const helpRow = (trx: Transaction<Database> | typeof db, id: number) =>
    trx.selectFrom('help_questions').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

  const publishedFlag = (request: { published: 'on' | 'off' }) => (request.published === 'on' ? 1 : 0);
  const keptSort = (sort: number | undefined) => (sort === undefined ? {} : { sort });
  /** The next place at the end: after the largest `sort` of the rows `last` reads. */
  const nextSort = (sort: number | undefined, last: { sort: unknown } | undefined) => sort ?? Number(last?.sort ?? 0) + 1;

  const bannerKind: ContentKind<'banners', StaffBannerFields, Awaited<ReturnType<typeof readBanner>>, StaffBanner> = {
    table: 'banners',
    target: 'banner',
    read: readBanner,
    staff: async (trx, id) => staffBanner((await bannerRow(trx, id)) ?? refuseContent(C.CONTENT_NOT_FOUND)),
    columns: (request, banner) => ({ ...bannerColumns(banner), ...keptSort(request.sort) }),
    async created(trx, request, banner) {
      const last = await trx
        .selectFrom('banners')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return { ...bannerColumns(banner), sort: nextSort(request.sort, last) };
    },
    deleteTouches: true,
  };

  const articleKind: ContentKind<'articles', StaffArticleFields, ReturnType<typeof readArticle>, StaffArticle> = {
    table: 'articles',
    target: 'article',
    read: readArticle,
    staff: articleWithCodes,
    columns: (request, article) => ({ category: request.category, ...articleColumns(article) }),
    created: async (_trx, request, article, now) => ({ category: request.category, ...articleColumns(article), published_at: now }),
    written: (trx, id, article) => setCodes(trx, id, article.codes),
    deleteTouches: true,
  };

  const helpKind: ContentKind<'help_questions', StaffHelpFields, ReturnType<typeof readHelp>, StaffHelpQuestion> = {
    table: 'help_questions',
    target: 'help',
    async read(request) {
      const help = readHelp(request);
      await requireCategory(request.categoryId);
      return help;
    },
    staff: async (trx, id) => staffHelp((await helpRow(trx, id)) ?? refuseContent(C.CONTENT_NOT_FOUND)),
    columns: (request, help) => ({ category_id: request.categoryId, ...keptSort(request.sort), ...helpColumns(help) }),
    async created(trx, request, help) {
      const last = await trx
        .selectFrom('help_questions')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('category_id', '=', request.categoryId)
        .executeTakeFirst();
      return {
        category_id: request.categoryId,
        // Seeded questions have a slug of the seed; staff ones a random one the seed never uses.
        slug: `staff-${randomBytes(8).toString('hex')}`,
        sort: nextSort(request.sort, last),
        ...helpColumns(help),
      };
    },
    deleteTouches: false,
  };

  /** Create, update and delete of one kind, each one transaction with its audit row. */
  function editing<T extends ContentTable, F extends { published: 'on' | 'off' }, R, S>(
    kind: ContentKind<T, F, R, S>,
    fields: FieldSchema<F>,
  ) {
    const table: ContentTable = kind.table;
    const action = (verb: 'create' | 'update' | 'delete') => `content-${kind.target}-${verb}`;
    const create: TypedEndpoint<StaffCall<F, S>> = {
      access: CONTENT,
      fields,
      async handle(request, context) {
        const read = await kind.read(request);
        return db.transaction().execute(async (trx) => {
          const row = await kind.created(trx, request, read, context.now);
          // The kind's row is checked against its own table; the union of the three only knows their common columns.
          const { id } = await trx
            .insertInto(table)
            .values({ ...(row as Insertable<Database[ContentTable]>), published: publishedFlag(request), updated_at: context.now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await kind.written?.(trx, id, read);
          const after = await kind.staff(trx, id);
          await record(trx, context, action('create'), kind.target, id, undefined, after);
          return after;
        });
      },
    };
    const update: TypedEndpoint<StaffCall<Edit<F>, S>> = {
      access: CONTENT,
      fields: { ...fields, id: idField, version: versionField } as FieldSchema<Edit<F>>,
      async handle(request, context) {
        const read = await kind.read(request);
        return db.transaction().execute(async (trx) => {
          const before = await kind.staff(trx, request.id);
          const changed = await trx
            .updateTable(table)
            .set({
              ...kind.columns(request, read),
              published: publishedFlag(request),
              version: request.version + 1,
              updated_at: context.now,
            })
            .where('id', '=', request.id)
            .where('version', '=', request.version)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          await versioned(trx, table, request.id, changed.numUpdatedRows);
          await kind.written?.(trx, request.id, read);
          const after = await kind.staff(trx, request.id);
          await record(trx, context, action('update'), kind.target, request.id, before, after);
          return after;
        });
      },
    };
    const remove: TypedEndpoint<StaffCall<{ id: number }, null>> = {
      access: CONTENT,
      fields: { id: idField },
      async handle({ id }, context) {
        await db.transaction().execute(async (trx) => {
          const before = await kind.staff(trx, id);
          const deleted = kind.deleteTouches ? { deleted_at: context.now, updated_at: context.now } : { deleted_at: context.now };
          await trx.updateTable(table).set(deleted).where('id', '=', id).execute();
          await record(trx, context, action('delete'), kind.target, id, before, { deleted: true });
        });
        return null;
      },
    };
    /** A draft as each language shows it: checked like a change, written nowhere. */
    const preview = <P>(
      show: (request: F, read: R, language: ContentPreviewLanguage, now: number) => P,
    ): TypedEndpoint<StaffCall<F, ContentPreview<P>>> => ({
      access: CONTENT,
      fields,
      async handle(request, context) {
        const read = await kind.read(request);
        return inLanguages((l) => show(request, read, l, context.now));
      },
    });
    return { create, update, remove, preview };
  }

  const banners = editing(bannerKind, bannerFields);
  const articles = editing(articleKind, articleFields);
  const helps = editing(helpKind, helpFields);

  return {
    'content/banners': {
      access: CONTENT,
      fields: {},
      async handle() {
        const rows = await db.selectFrom('banners').selectAll().where('deleted_at', 'is', null).orderBy('sort').orderBy('id').execute();
        return rows.map(staffBanner);
      },
    },

    'content/bannerCreate': banners.create,
    'content/bannerUpdate': banners.update,
    'content/bannerDelete': banners.remove,
    'content/bannerPreview': banners.preview((_request, banner, l): Banner => ({
      id: 0,
      title: text(banner.title, l),
      image: banner.image,
      link: banner.link,
    })),

    'content/images': {
      access: CONTENT,
      fields: {},
      async handle() {
        const builtIn = (await builtInBannerImages()).map((image): ContentImage => ({
          image,
          kind: 'built-in',
          mime: image.endsWith('.svg') ? 'image/svg+xml' : 'image/*',
          size: null,
        }));
        const uploaded = await db.selectFrom('content_images').select(['id', 'mime', 'size_bytes']).orderBy('created_at', 'desc').execute();
        return [
          ...builtIn,
          ...uploaded.map((r): ContentImage => ({
            image: uploadedImageUrl(r.id, r.mime as ImageMime),
            kind: 'uploaded',
            mime: r.mime,
            size: r.size_bytes,
          })),
        ];
      },
    },

    'content/uploadImage': {
      access: CONTENT,
      // base64 of at most imageMaxBytes, with room for a data: URL prefix and line breaks.
      fields: { base64: requiredText(Math.ceil(CONTENT_LIMITS.imageMaxBytes / 3) * 4 + 4096) },
      async handle({ base64 }, context) {
        const { bytes, mime, id } = decodeImage(base64);
        const image: ContentImage = { image: uploadedImageUrl(id, mime), kind: 'uploaded', mime, size: bytes.length };
        await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('content_images')
            .values({
              id,
              mime,
              size_bytes: bytes.length,
              data_base64: bytes.toString('base64'),
              staff_id: signedIn(context).id,
              created_at: context.now,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .returning('id')
            .executeTakeFirst();
          // The same bytes again: the image exists already (its URL is its hash), nothing changes.
          if (inserted)
            await audit(trx, context, signedIn(context), {
              action: 'content-image-upload',
              targetType: 'image',
              targetId: id,
              after: image,
            });
        });
        return image;
      },
    },

    'content/articles': {
      access: CONTENT,
      fields: { category: optional(oneOf(['news', 'notice'] as const)), page: optionalInteger(1, 100_000) },
      async handle({ category, page = 1 }) {
        let query = db.selectFrom('articles').selectAll().where('deleted_at', 'is', null);
        if (category) query = query.where('category', '=', category);
        const rows = await query
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(ARTICLES_PAGE_SIZE + 1)
          .offset((page - 1) * ARTICLES_PAGE_SIZE)
          .execute();
        const shown = rows.slice(0, ARTICLES_PAGE_SIZE);
        const codes = await productCodesOf(
          db,
          shown.map((r) => r.id),
        );
        return { list: shown.map((r) => staffArticleSummary(r, codes.get(r.id) ?? [])), hasMore: rows.length > ARTICLES_PAGE_SIZE };
      },
    },

    'content/article': {
      access: CONTENT,
      fields: { id: idField },
      handle: ({ id }) => articleWithCodes(db, id),
    },

    'content/articleCreate': articles.create,
    'content/articleUpdate': articles.update,
    'content/articleDelete': articles.remove,
    'content/articlePreview': articles.preview((request, a, l, now): Article => {
      const row = { id: 0, category: request.category, ...articleColumns(a), published_at: now } as ArticleRow;
      return { ...summaryOf(row, a.codes, l), body: text(a.body, l) };
    }),

    'content/helpCategories': {
      access: CONTENT,
      fields: {},
      async handle() {
        const [rows, counts] = await Promise.all([
          db.selectFrom('help_categories').selectAll().orderBy('sort').orderBy('id').execute(),
          db
            .selectFrom('help_questions')
            .select((eb) => ['category_id', eb.fn.countAll().as('n')])
            .where('deleted_at', 'is', null)
            .groupBy('category_id')
            .execute(),
        ]);
        const count = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
        return rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          icon: r.icon,
          titleEn: r.title_en,
          titleZh: r.title_zh,
          summaryEn: r.summary_en,
          summaryZh: r.summary_zh,
          questions: count.get(r.id) ?? 0,
        }));
      },
    },

    'content/helpQuestions': {
      access: CONTENT,
      fields: { categoryId: optionalInteger(1, MAX_ID) },
      async handle({ categoryId }) {
        let query = db.selectFrom('help_questions').selectAll().where('deleted_at', 'is', null);
        if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
        const rows = await query.orderBy('category_id').orderBy('sort').orderBy('id').execute();
        return rows.map(staffHelp);
      },
    },

    'content/helpCreate': helps.create,
    'content/helpUpdate': helps.update,
    'content/helpDelete': helps.remove,
    'content/helpPreview': helps.preview((request, help, l, now): HelpQuestion => ({
      id: 0,
      categoryId: request.categoryId,
      title: text(help.title, l),
      answer: text(help.answer, l),
      updatedAt: now,
    })),
  };
}
