// The content calls of the staff API over signed HTTP: who may make them; banners, notices and
// news, help questions edited by staff and returned at once by the customer calls in every language
// the app shows (zh-Hant converted from the simplified text, ja its own or the built-in Japanese or
// English), Home's index.html included; previews; uploaded banner images; validation refusals that
// change nothing; the audit with before and after.
import { CONTENT_LIMITS, STAFF_DESK_RET_CODES as C, STAFF_RET_CODES, type StaffContentCalls, type StaffRole } from '@app/shared/staff';
import { toTraditional } from '@app/shared/i18n/traditional';
import {
  MARKET_RET_CODES,
  RetCode,
  type Article,
  type ArticleListResponse,
  type Banner,
  type HelpCategory,
  type HelpListResponse,
  type HelpQuestion,
} from '@app/shared/contracts';
import { seedDemoData } from '../src/db/seed';
import { Users } from '../src/users/users';
import type { DomainContext } from '../src/domain-context';
import { call, type CallOptions } from './helpers/test-provider';
import { asStaff, staffMember, startStaffProvider, type StaffCallResult, type StaffUser } from './helpers/staff-fixtures';

jest.setTimeout(90_000);

let server: Awaited<ReturnType<typeof startStaffProvider>>;
let editor: StaffUser;
beforeAll(async () => {
  server = await startStaffProvider();
  editor = await staffMember(server, ['content'], 'ed');
});
afterAll(() => server.close());

type Calls = StaffContentCalls;
function content<P extends keyof Calls>(path: P, fields: Record<string, string | number> = {}, member: StaffUser = editor) {
  return asStaff(server, member)<Calls[P]['answer']>(path, fields) as Promise<StaffCallResult<Calls[P]['answer']>>;
}

/** The four languages of the app, as its requests carry them (lang + the content language header). */
const LANGUAGES = {
  en: { lang: 'en_US' },
  'zh-Hans': { lang: 'zh_CN' },
  'zh-Hant': { lang: 'zh_CN', acceptLanguage: 'zh-Hant' },
  ja: { lang: 'en_US', acceptLanguage: 'ja' },
} satisfies Record<string, CallOptions>;
type Lang = keyof typeof LANGUAGES;
const EVERY: Lang[] = ['en', 'zh-Hans', 'zh-Hant', 'ja'];

const customer = <T>(path: string, fields: Record<string, string | number>, lang: Lang) =>
  call<T>(server.baseUrl, path, fields, LANGUAGES[lang]).then((r) => r.body);

const db = () => server.provider.db;

async function auditOf(action: string, targetId: number | string) {
  const rows = await db()
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    login: r.staff_login,
    targetType: r.target_type,
    before: r.before_json ? (JSON.parse(r.before_json) as unknown) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as unknown) : null,
  }));
}

/** The banners index.html inlines on Home, per interface language. */
async function homeInline(): Promise<Record<Lang, Banner[]>> {
  const html = await (await fetch(`${server.baseUrl}/`)).text();
  return (
    JSON.parse(/<script type="application\/json" id="home-data">(.*?)<\/script>/.exec(html)![1]) as { banners: Record<Lang, Banner[]> }
  ).banners;
}

const BANNER = {
  titleEn: 'Options trading is here',
  titleZh: '期权交易上线了',
  titleJa: 'オプション取引が始まりました',
  image: '/static/banners/2.svg',
  link: '/pages/home/listdetail?code=NVDA',
  sort: 0,
  published: 'on',
};

// A valid 1×1 PNG.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('rights', () => {
  it('every content call is refused (2903) to support, reviewer, operations and admin, and made by content', async () => {
    const reads: [keyof Calls, Record<string, string | number>][] = [
      ['content/banners', {}],
      ['content/images', {}],
      ['content/articles', {}],
      ['content/helpCategories', {}],
      ['content/helpQuestions', {}],
    ];
    const writes: [keyof Calls, Record<string, string | number>][] = [
      ['content/bannerCreate', BANNER],
      ['content/bannerUpdate', { ...BANNER, id: 1, version: 0 }],
      ['content/bannerDelete', { id: 1 }],
      ['content/bannerPreview', BANNER],
      ['content/uploadImage', { base64: PNG_BASE64 }],
      ['content/article', { id: 1 }],
      ['content/articleDelete', { id: 1 }],
      ['content/helpDelete', { id: 1 }],
    ];
    const before = await db().selectFrom('banners').select('id').execute();
    for (const role of ['support', 'reviewer', 'operations', 'admin'] as StaffRole[]) {
      const member = await staffMember(server, [role], role.slice(0, 3));
      for (const [path, fields] of [...reads, ...writes])
        expect([role, path, (await content(path, fields, member)).body.retCode]).toEqual([role, path, STAFF_RET_CODES.STAFF_FORBIDDEN]);
    }
    expect(await db().selectFrom('banners').select('id').execute()).toEqual(before);
    expect(await db().selectFrom('content_images').select('id').execute()).toEqual([]);
    for (const [path, fields] of reads) expect([path, (await content(path, fields)).body.retCode]).toEqual([path, RetCode.OK]);
  });
});

describe('banners', () => {
  it('created, edited, unpublished and deleted: the customer call and Home’s index.html follow at once, in every language', async () => {
    const images = (await content('content/images')).body.data;
    expect(images.filter((i) => i.kind === 'built-in').map((i) => i.image)).toEqual([
      '/static/banners/1.svg',
      '/static/banners/2.svg',
      '/static/banners/3.svg',
    ]);

    const created = await content('content/bannerCreate', BANNER);
    expect(created.body.retCode).toBe(RetCode.OK);
    const banner = created.body.data;
    expect(banner).toEqual({
      id: expect.any(Number),
      titleEn: BANNER.titleEn,
      titleZh: BANNER.titleZh,
      titleJa: BANNER.titleJa,
      image: BANNER.image,
      link: BANNER.link,
      sort: 0,
      published: true,
      version: 0,
      updatedAt: expect.any(Number),
    });
    const expected: Record<Lang, string> = {
      en: BANNER.titleEn,
      'zh-Hans': BANNER.titleZh,
      'zh-Hant': toTraditional(BANNER.titleZh),
      ja: BANNER.titleJa,
    };
    expect(expected['zh-Hant']).toBe('期權交易上線了');
    for (const lang of EVERY) {
      const first = (await customer<Banner[]>('websitebanner/queryBannerList', {}, lang)).data[0];
      expect([lang, first]).toEqual([lang, { id: banner.id, title: expected[lang], image: BANNER.image, link: BANNER.link }]);
    }
    const inline = await homeInline();
    for (const lang of EVERY) expect(inline[lang][0]).toMatchObject({ id: banner.id, title: expected[lang] });

    // Edited without Japanese: ja falls back to English (no built-in Japanese for a new text).
    const edited = await content('content/bannerUpdate', {
      ...BANNER,
      id: banner.id,
      version: 0,
      titleEn: 'Options: now on every market',
      titleZh: '期权：全市场上线',
      titleJa: '',
    });
    expect(edited.body.data).toMatchObject({ titleEn: 'Options: now on every market', titleJa: null, version: 1 });
    expect((await customer<Banner[]>('websitebanner/queryBannerList', {}, 'ja')).data[0].title).toBe('Options: now on every market');
    expect((await customer<Banner[]>('websitebanner/queryBannerList', {}, 'zh-Hant')).data[0].title).toBe('期權：全市場上線');
    expect((await homeInline())['zh-Hans'][0].title).toBe('期权：全市场上线');

    // An update from the version before is refused and changes nothing.
    const stale = await content('content/bannerUpdate', { ...BANNER, id: banner.id, version: 0 });
    expect(stale.body).toMatchObject({
      retCode: C.CONTENT_CHANGED,
      message: 'Someone else changed this in the meantime, please reload it',
    });
    expect((await customer<Banner[]>('websitebanner/queryBannerList', {}, 'en')).data[0].title).toBe('Options: now on every market');

    // Unpublished: kept for staff, gone for customers and from index.html.
    const hidden = await content('content/bannerUpdate', { ...BANNER, id: banner.id, version: 1, published: 'off' });
    expect(hidden.body.data).toMatchObject({ published: false, version: 2 });
    expect((await customer<Banner[]>('websitebanner/queryBannerList', {}, 'en')).data.map((b) => b.id)).not.toContain(banner.id);
    expect((await homeInline()).en.map((b) => b.id)).not.toContain(banner.id);
    expect((await content('content/banners')).body.data.find((b) => b.id === banner.id)).toMatchObject({ published: false });

    // Deleted: gone for staff too; a later update answers 2927.
    expect((await content('content/bannerDelete', { id: banner.id })).body).toMatchObject({ retCode: RetCode.OK, data: null });
    expect((await content('content/banners')).body.data.map((b) => b.id)).not.toContain(banner.id);
    expect((await content('content/bannerUpdate', { ...BANNER, id: banner.id, version: 2 })).body.retCode).toBe(C.CONTENT_NOT_FOUND);
    expect((await content('content/bannerDelete', { id: banner.id })).body.retCode).toBe(C.CONTENT_NOT_FOUND);

    // Audited with before and after.
    expect(await auditOf('content-banner-create', banner.id)).toEqual([
      { login: editor.login, targetType: 'banner', before: null, after: banner },
    ]);
    const updates = await auditOf('content-banner-update', banner.id);
    expect(updates.map((u) => [(u.before as { version: number }).version, (u.after as { version: number }).version])).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(updates[0].before).toMatchObject({ titleEn: BANNER.titleEn, titleJa: BANNER.titleJa });
    expect(updates[0].after).toMatchObject({ titleEn: 'Options: now on every market', titleJa: null });
    expect(await auditOf('content-banner-delete', banner.id)).toEqual([
      {
        login: editor.login,
        targetType: 'banner',
        before: expect.objectContaining({ id: banner.id, published: false }),
        after: { deleted: true },
      },
    ]);
  });

  it('uses an uploaded image: stored once by its hash, served to everyone, chosen for a banner', async () => {
    const uploaded = await content('content/uploadImage', { base64: `data:image/png;base64,${PNG_BASE64}` });
    expect(uploaded.body.retCode).toBe(RetCode.OK);
    expect(uploaded.body.data).toEqual({
      image: expect.stringMatching(/^\/content-images\/[0-9a-f]{64}\.png$/),
      kind: 'uploaded',
      mime: 'image/png',
      size: Buffer.from(PNG_BASE64, 'base64').length,
    });
    const { image } = uploaded.body.data;
    const response = await fetch(`${server.baseUrl}${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(PNG_BASE64, 'base64'));
    expect((await fetch(`${server.baseUrl}${image.replace('.png', '.jpg')}`)).status).toBe(404);

    // The same bytes again: the same image, no second row nor audit.
    expect((await content('content/uploadImage', { base64: PNG_BASE64 })).body.data.image).toBe(image);
    expect(await db().selectFrom('content_images').select('id').execute()).toHaveLength(1);
    expect(await auditOf('content-image-upload', image.slice('/content-images/'.length, -'.png'.length))).toEqual([
      { login: editor.login, targetType: 'image', before: null, after: uploaded.body.data },
    ]);
    expect((await content('content/images')).body.data.filter((i) => i.kind === 'uploaded').map((i) => i.image)).toEqual([image]);

    const created = await content('content/bannerCreate', { ...BANNER, image, sort: 50 });
    expect(created.body.data.image).toBe(image);
    expect(
      (await customer<Banner[]>('websitebanner/queryBannerList', {}, 'en')).data.find((b) => b.id === created.body.data.id)?.image,
    ).toBe(image);
    await content('content/bannerDelete', { id: created.body.data.id });
  });

  it('previews a draft as each language shows it, storing nothing', async () => {
    const count = (await db().selectFrom('banners').select('id').execute()).length;
    const { body } = await content('content/bannerPreview', { ...BANNER, titleJa: '' });
    expect(body.data).toEqual({
      en: { id: 0, title: BANNER.titleEn, image: BANNER.image, link: BANNER.link },
      'zh-Hans': { id: 0, title: BANNER.titleZh, image: BANNER.image, link: BANNER.link },
      'zh-Hant': { id: 0, title: '期權交易上線了', image: BANNER.image, link: BANNER.link },
      ja: { id: 0, title: BANNER.titleEn, image: BANNER.image, link: BANNER.link },
    });
    // A seeded English text keeps its built-in Japanese.
    const seeded = await content('content/bannerPreview', { ...BANNER, titleEn: 'Subscribe to new IPOs before they list', titleJa: '' });
    expect(seeded.body.data.ja.title).toBe('上場前の新規公開株（IPO）に申し込む');
    expect((await db().selectFrom('banners').select('id').execute()).length).toBe(count);
  });
});

describe('validation', () => {
  it('refuses with a translated message and the field, and changes nothing', async () => {
    const counts = async () => ({
      banners: (await db().selectFrom('banners').selectAll().execute()).map((b) => JSON.stringify(b)),
      articles: (await db().selectFrom('articles').select('id').execute()).length,
      help: (await db().selectFrom('help_questions').select('id').execute()).length,
      images: (await db().selectFrom('content_images').select('id').execute()).length,
      audit: (await db().selectFrom('staff_audit').select('id').execute()).length,
    });
    const before = await counts();
    const [seeded] = (await content('content/banners')).body.data;
    const article = {
      category: 'news',
      titleEn: 'Title',
      titleZh: '标题',
      summaryEn: 'Summary',
      summaryZh: '摘要',
      bodyEn: 'Body',
      bodyZh: '正文',
      sourceEn: 'Desk',
      sourceZh: '编辑部',
      published: 'on',
    };
    const help = { categoryId: 1, titleEn: 'Q', titleZh: '问', answerEn: 'A', answerZh: '答', published: 'on' };
    const long = 'x'.repeat(CONTENT_LIMITS.bannerTitle + 1);
    const cases: [keyof Calls, Record<string, string | number>, number, unknown][] = [
      ['content/bannerCreate', { ...BANNER, titleZh: '  ' }, C.CONTENT_TEXT_REQUIRED, { field: 'titleZh' }],
      ['content/bannerCreate', { ...BANNER, titleEn: '' }, C.CONTENT_TEXT_REQUIRED, { field: 'titleEn' }],
      [
        'content/bannerCreate',
        { ...BANNER, titleEn: long },
        C.CONTENT_TEXT_TOO_LONG,
        { field: 'titleEn', max: CONTENT_LIMITS.bannerTitle },
      ],
      [
        'content/bannerCreate',
        { ...BANNER, titleJa: long },
        C.CONTENT_TEXT_TOO_LONG,
        { field: 'titleJa', max: CONTENT_LIMITS.bannerTitle },
      ],
      ['content/bannerCreate', { ...BANNER, titleEn: 'two\nlines' }, C.CONTENT_TEXT_ONE_LINE, { field: 'titleEn' }],
      ['content/bannerCreate', { ...BANNER, link: 'https://evil.example/' }, C.CONTENT_LINK_INVALID, { field: 'link' }],
      ['content/bannerCreate', { ...BANNER, link: '/pages/nowhere' }, C.CONTENT_LINK_INVALID, { field: 'link' }],
      ['content/bannerCreate', { ...BANNER, link: '/pages/mine/ipo?x=<b>' }, C.CONTENT_LINK_INVALID, { field: 'link' }],
      ['content/bannerCreate', { ...BANNER, image: '/static/banners/9.svg' }, C.CONTENT_IMAGE_INVALID, { field: 'image' }],
      ['content/bannerCreate', { ...BANNER, image: '/static/nav/ipo.svg' }, C.CONTENT_IMAGE_INVALID, { field: 'image' }],
      ['content/bannerCreate', { ...BANNER, image: `/content-images/${'0'.repeat(64)}.png` }, C.CONTENT_IMAGE_INVALID, { field: 'image' }],
      [
        'content/bannerUpdate',
        { ...BANNER, id: seeded.id, version: seeded.version, titleZh: '' },
        C.CONTENT_TEXT_REQUIRED,
        { field: 'titleZh' },
      ],
      ['content/bannerUpdate', { ...BANNER, id: 999_999, version: 0 }, C.CONTENT_NOT_FOUND, null],
      ['content/bannerPreview', { ...BANNER, link: 'javascript:alert(1)' }, C.CONTENT_LINK_INVALID, { field: 'link' }],
      ['content/uploadImage', { base64: Buffer.from('<svg/>').toString('base64') }, C.CONTENT_UPLOAD_INVALID, { field: 'base64' }],
      ['content/uploadImage', { base64: 'not base64!' }, C.CONTENT_UPLOAD_INVALID, { field: 'base64' }],
      ['content/articleCreate', { ...article, codes: 'NVDA, NOPE123' }, C.CONTENT_PRODUCT_UNKNOWN, { field: 'codes', code: 'NOPE123' }],
      ['content/articleCreate', { ...article, bodyZh: '' }, C.CONTENT_TEXT_REQUIRED, { field: 'bodyZh' }],
      ['content/articleCreate', { ...article, sourceEn: 'a\nb' }, C.CONTENT_TEXT_ONE_LINE, { field: 'sourceEn' }],
      [
        'content/articleCreate',
        { ...article, summaryEn: 's'.repeat(CONTENT_LIMITS.articleSummary + 1) },
        C.CONTENT_TEXT_TOO_LONG,
        { field: 'summaryEn', max: CONTENT_LIMITS.articleSummary },
      ],
      ['content/helpCreate', { ...help, categoryId: 999_999 }, C.CONTENT_HELP_CATEGORY_NOT_FOUND, { field: 'categoryId' }],
      ['content/helpCreate', { ...help, answerEn: '' }, C.CONTENT_TEXT_REQUIRED, { field: 'answerEn' }],
      ['content/helpUpdate', { ...help, id: 999_999, version: 0 }, C.CONTENT_NOT_FOUND, null],
      ['content/bannerCreate', { titleZh: 'x', image: BANNER.image, published: 'on' }, RetCode.INVALID_PARAMS, null],
      ['content/bannerCreate', { ...BANNER, published: 'maybe' }, RetCode.INVALID_PARAMS, null],
    ];
    for (const [path, fields, retCode, data] of cases) {
      const { body } = await content(path, fields);
      expect([path, fields, body.retCode, body.data]).toEqual([path, fields, retCode, data]);
    }
    const zh = await asStaff(server, editor)('content/bannerCreate', { ...BANNER, titleZh: '' }, { lang: 'zh_CN' });
    expect(zh.body).toEqual({ retCode: C.CONTENT_TEXT_REQUIRED, message: '请填写该文字的英文和简体中文', data: { field: 'titleZh' } });
    expect(await counts()).toEqual(before);
  });
});

describe('notices and news', () => {
  const NOTICE = {
    category: 'notice',
    titleEn: 'New trading hours from Monday',
    titleZh: '周一起实行新的交易时间',
    titleJa: '月曜日から取引時間が変わります',
    summaryEn: 'US stocks open 30 minutes earlier.',
    summaryZh: '美股提前30分钟开盘。',
    bodyEn: 'From Monday, US stocks open at 09:00 New York time.\n\nOther markets keep their hours.',
    bodyZh: '自周一起，美股于纽约时间09:00开盘。\n\n其他市场交易时间不变。',
    sourceEn: 'Platform notice',
    sourceZh: '平台公告',
    published: 'on',
  };

  it('a new notice leads Home’s notice bar and the notice list in every language (ja body: English without its own)', async () => {
    const created = await content('content/articleCreate', NOTICE);
    expect(created.body.retCode).toBe(RetCode.OK);
    const id = created.body.data.id;
    const title: Record<Lang, string> = {
      en: NOTICE.titleEn,
      'zh-Hans': NOTICE.titleZh,
      'zh-Hant': toTraditional(NOTICE.titleZh),
      ja: NOTICE.titleJa,
    };
    for (const lang of EVERY) {
      // Home's bar asks for the first page of notices (shell/src/home/home-api.ts).
      const home = await customer<ArticleListResponse>('article/queryArticleList', { category: 'notice', page: 1, pageSize: 5 }, lang);
      expect([lang, home.data.list[0]]).toMatchObject([lang, { id, category: 'notice', title: title[lang] }]);
    }
    const ja = await customer<Article>('article/queryArticleDetails', { id }, 'ja');
    expect(ja.data).toMatchObject({ title: NOTICE.titleJa, source: 'お知らせ', body: NOTICE.bodyEn });
    const hant = await customer<Article>('article/queryArticleDetails', { id }, 'zh-Hant');
    expect(hant.data.body).toBe(toTraditional(NOTICE.bodyZh));
    expect(hant.data.body).toContain('紐約時間');

    // Unpublished: gone from the list and the details (2701); deleted: gone for staff too.
    const hidden = await content('content/articleUpdate', { ...NOTICE, id, version: 0, published: 'off' });
    expect(hidden.body.data).toMatchObject({ published: false, version: 1 });
    const list = await customer<ArticleListResponse>('article/queryArticleList', { category: 'notice', pageSize: 50 }, 'en');
    expect(list.data.list.map((a) => a.id)).not.toContain(id);
    expect((await customer<Article>('article/queryArticleDetails', { id }, 'en')).retCode).toBe(MARKET_RET_CODES.ARTICLE_NOT_FOUND);
    expect((await content('content/articleDelete', { id })).body.retCode).toBe(RetCode.OK);
    expect((await content('content/article', { id })).body.retCode).toBe(C.CONTENT_NOT_FOUND);
    expect((await content('content/articles', { category: 'notice' })).body.data.list.map((a) => a.id)).not.toContain(id);
    expect((await auditOf('content-article-delete', id))[0]).toMatchObject({
      before: { id, published: false, bodyEn: NOTICE.bodyEn },
      after: { deleted: true },
    });
  });

  it('editing the Chinese of a seeded notice: zh-Hant converted from it, ja still the built-in Japanese of the unchanged English', async () => {
    const [summary] = (await content('content/articles', { category: 'notice' })).body.data.list.filter((a) => a.titleJa === null);
    const seeded = (await content('content/article', { id: summary.id })).body.data;
    const jaBefore = (await customer<Article>('article/queryArticleDetails', { id: seeded.id }, 'ja')).data;
    expect(jaBefore.title).not.toBe(seeded.titleEn);
    const { body } = await content('content/articleUpdate', {
      category: seeded.category,
      titleEn: seeded.titleEn,
      titleZh: '重要通知：系统升级',
      summaryEn: seeded.summaryEn,
      summaryZh: seeded.summaryZh,
      bodyEn: seeded.bodyEn,
      bodyZh: '系统将于周日升级。',
      sourceEn: seeded.sourceEn,
      sourceZh: seeded.sourceZh,
      published: 'on',
      id: seeded.id,
      version: seeded.version,
    });
    expect(body.retCode).toBe(RetCode.OK);
    const hant = (await customer<Article>('article/queryArticleDetails', { id: seeded.id }, 'zh-Hant')).data;
    expect(hant).toMatchObject({ title: '重要通知：系統升級', body: '系統將於週日升級。' });
    expect((await customer<Article>('article/queryArticleDetails', { id: seeded.id }, 'zh-Hans')).data.title).toBe('重要通知：系统升级');
    expect((await customer<Article>('article/queryArticleDetails', { id: seeded.id }, 'ja')).data).toEqual(jaBefore);
    const [audit] = await auditOf('content-article-update', seeded.id);
    expect(audit).toMatchObject({
      login: editor.login,
      targetType: 'article',
      before: { titleZh: seeded.titleZh, bodyZh: seeded.bodyZh, version: seeded.version },
      after: { titleZh: '重要通知：系统升级', bodyZh: '系统将于周日升级。', version: seeded.version + 1 },
    });
  });

  it('news about products: the codes in the market’s spelling, listed on the product’s news', async () => {
    const { body } = await content('content/articleCreate', { ...NOTICE, category: 'news', titleJa: '', codes: ' nvda ,09988,NVDA' });
    expect(body.data).toMatchObject({ category: 'news', codes: ['09988', 'NVDA'], titleJa: null });
    const onProduct = await customer<ArticleListResponse>('article/queryArticleList', { code: 'NVDA', pageSize: 1 }, 'en');
    expect(onProduct.data.list[0]).toMatchObject({ id: body.data.id, codes: ['09988', 'NVDA'] });
    const edited = await content('content/articleUpdate', { ...NOTICE, category: 'news', codes: 'BABA', id: body.data.id, version: 0 });
    expect(edited.body.data.codes).toEqual(['BABA']);
    const stillNvda = await customer<ArticleListResponse>('article/queryArticleList', { code: 'NVDA', pageSize: 50 }, 'en');
    expect(stillNvda.data.list.map((a) => a.id)).not.toContain(body.data.id);
    await content('content/articleDelete', { id: body.data.id });
  });

  it('previews an article in every language without storing it', async () => {
    const count = (await db().selectFrom('articles').select('id').execute()).length;
    const { body } = await content('content/articlePreview', { ...NOTICE, codes: 'nvda' });
    expect(body.data.en).toEqual({
      id: 0,
      category: 'notice',
      title: NOTICE.titleEn,
      summary: NOTICE.summaryEn,
      source: NOTICE.sourceEn,
      publishedAt: expect.any(Number),
      codes: ['NVDA'],
      body: NOTICE.bodyEn,
    });
    expect(body.data['zh-Hant'].body).toBe(toTraditional(NOTICE.bodyZh));
    expect(body.data.ja).toMatchObject({ title: NOTICE.titleJa, source: 'お知らせ', body: NOTICE.bodyEn });
    expect((await db().selectFrom('articles').select('id').execute()).length).toBe(count);
  });
});

describe('help questions', () => {
  it('created, edited, unpublished and deleted: the help centre follows at once, in every language', async () => {
    const categories = (await content('content/helpCategories')).body.data;
    const category = categories[0];
    const countOf = async () => (await customer<HelpCategory[]>('help/categories', {}, 'en')).data.find((c) => c.id === category.id)!.count;
    const count = await countOf();
    expect(category.questions).toBe(count);

    const fields = {
      categoryId: category.id,
      titleEn: 'Can I change my phone number?',
      titleZh: '可以更换手机号吗？',
      titleJa: '電話番号は変更できますか？',
      answerEn: 'Yes: contact online service.',
      answerZh: '可以，请联系在线客服。',
      published: 'on',
    };
    const created = await content('content/helpCreate', fields);
    expect(created.body.retCode).toBe(RetCode.OK);
    const question = created.body.data;
    expect(question).toMatchObject({ categoryId: category.id, titleJa: fields.titleJa, answerJa: null, published: true, version: 0 });
    expect(await countOf()).toBe(count + 1);
    const listed = await customer<HelpListResponse>('help/list', { categoryId: category.id }, 'zh-Hant');
    expect(listed.data.list.at(-1)).toEqual({ id: question.id, categoryId: category.id, title: '可以更換手機號嗎？' });
    const expected: Record<Lang, [string, string]> = {
      en: [fields.titleEn, fields.answerEn],
      'zh-Hans': [fields.titleZh, fields.answerZh],
      'zh-Hant': [toTraditional(fields.titleZh), toTraditional(fields.answerZh)],
      ja: [fields.titleJa, fields.answerEn],
    };
    for (const lang of EVERY) {
      const detail = (await customer<HelpQuestion>('help/detail', { id: question.id }, lang)).data;
      expect([lang, detail.title, detail.answer]).toEqual([lang, ...expected[lang]]);
    }

    const edited = await content('content/helpUpdate', {
      ...fields,
      answerJa: 'はい、オンラインサポートにご連絡ください。',
      id: question.id,
      version: 0,
    });
    expect(edited.body.data.version).toBe(1);
    expect((await customer<HelpQuestion>('help/detail', { id: question.id }, 'ja')).data.answer).toBe(
      'はい、オンラインサポートにご連絡ください。',
    );
    expect((await content('content/helpUpdate', { ...fields, id: question.id, version: 0 })).body.retCode).toBe(C.CONTENT_CHANGED);

    await content('content/helpUpdate', { ...fields, published: 'off', id: question.id, version: 1 });
    expect(await countOf()).toBe(count);
    expect((await customer<HelpQuestion>('help/detail', { id: question.id }, 'en')).retCode).toBe(RetCode.HELP_NOT_FOUND);
    expect((await content('content/helpQuestions', { categoryId: category.id })).body.data.find((q) => q.id === question.id)).toMatchObject(
      {
        published: false,
      },
    );
    expect((await content('content/helpDelete', { id: question.id })).body.retCode).toBe(RetCode.OK);
    expect((await content('content/helpQuestions', { categoryId: category.id })).body.data.map((q) => q.id)).not.toContain(question.id);

    expect((await auditOf('content-help-create', question.id))[0]).toMatchObject({ before: null, after: question });
    expect((await auditOf('content-help-update', question.id)).map((a) => (a.after as { published: boolean }).published)).toEqual([
      true,
      false,
    ]);
    expect((await auditOf('content-help-delete', question.id))[0]).toMatchObject({ after: { deleted: true } });
  });

  it('a deleted seeded question stays deleted when the demo data is seeded again (and so do banners and articles)', async () => {
    const [seeded] = (await content('content/helpQuestions')).body.data;
    expect((await content('content/helpDelete', { id: seeded.id })).body.retCode).toBe(RetCode.OK);
    const banners = (await content('content/banners')).body.data;
    for (const b of banners) await content('content/bannerDelete', { id: b.id });
    const rows = async () => ({
      help: (await db().selectFrom('help_questions').select('id').execute()).length,
      banners: (await db().selectFrom('banners').select('id').execute()).length,
      articles: (await db().selectFrom('articles').select('id').execute()).length,
    });
    const before = await rows();
    // What a restart with SEED_DEMO on does: every domain's demo data, written only where missing.
    await seedDemoData({ ...server.provider, config: server.config, users: new Users(db()), now: Date.now } as unknown as DomainContext);
    expect(await rows()).toEqual(before);
    const list = await customer<HelpListResponse>('help/list', { categoryId: seeded.categoryId }, 'en');
    expect(list.data.list.map((q) => q.id)).not.toContain(seeded.id);
    expect((await customer<Banner[]>('websitebanner/queryBannerList', {}, 'en')).data).toEqual([]);
  });

  it('previews a question in every language without storing it', async () => {
    const { body } = await content('content/helpPreview', {
      categoryId: 1,
      titleEn: 'How do I open an account?',
      titleZh: '如何开户？',
      answerEn: 'Tap the button.',
      answerZh: '点击按钮。',
      published: 'off',
    });
    expect(body.data['zh-Hant']).toEqual({
      id: 0,
      categoryId: 1,
      title: '如何開戶？',
      answer: toTraditional('点击按钮。'),
      updatedAt: expect.any(Number),
    });
    // The English of a seeded question keeps its built-in Japanese title.
    expect(body.data.ja.title).not.toBe('How do I open an account?');
    expect(body.data.ja.answer).toBe('Tap the button.');
  });
});
