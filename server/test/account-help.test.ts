// The help centre: seeded provider data in both request languages, public calls.
import { RetCode, type HelpCategory, type HelpListResponse, type HelpQuestion } from '@app/shared/contracts';
import { HELP_ICONS } from '@app/shared/constants';
import { HELP_CENTRE } from '../src/account/help-data';
import { seedHelpCentre } from '../src/account/seed';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const categories = (lang?: string) => call<HelpCategory[]>(server.baseUrl, 'help/categories', {}, { lang });

describe('help centre', () => {
  it('lists the seeded categories in order with their question counts, without a session', async () => {
    const { status, body } = await categories();
    expect(status).toBe(200);
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.map((c) => c.title)).toEqual(HELP_CENTRE.map((c) => c.title.en));
    expect(body.data.map((c) => c.count)).toEqual(HELP_CENTRE.map((c) => c.questions.length));
    for (const c of body.data) expect(HELP_ICONS).toContain(c.icon);
  });

  it('answers in Chinese for zh_CN', async () => {
    const { body } = await categories('zh_CN');
    expect(body.data.map((c) => c.title)).toEqual(HELP_CENTRE.map((c) => c.title.zh));
    expect(body.data[0].summary).toBe(HELP_CENTRE[0].summary.zh);
  });

  it('lists the questions of a category and shows one question with its answer', async () => {
    const first = (await categories()).body.data[0];
    const { body } = await call<HelpListResponse>(server.baseUrl, 'help/list', { categoryId: first.id });
    expect(body.data.category).toEqual(first);
    expect(body.data.list.map((q) => q.title)).toEqual(HELP_CENTRE[0].questions.map((q) => q.title.en));

    const question = body.data.list[1];
    const en = await call<HelpQuestion>(server.baseUrl, 'help/detail', { id: question.id });
    expect(en.body.data).toEqual({ ...question, answer: HELP_CENTRE[0].questions[1].answer.en, updatedAt: expect.any(Number) });
    const zh = await call<HelpQuestion>(server.baseUrl, 'help/detail', { id: question.id }, { lang: 'zh_CN' });
    expect(zh.body.data.title).toBe(HELP_CENTRE[0].questions[1].title.zh);
    expect(zh.body.data.answer).toBe(HELP_CENTRE[0].questions[1].answer.zh);
  });

  it("the order limit's answer says IPO allotments do not count, in every language it ships", async () => {
    const { id } = await server.provider.db
      .selectFrom('help_questions')
      .select('id')
      .where('slug', '=', 'trade-limit')
      .executeTakeFirstOrThrow();
    const answer = async (options: { lang?: string; acceptLanguage?: string }) =>
      (await call<HelpQuestion>(server.baseUrl, 'help/detail', { id }, options)).body.data.answer;
    expect(await answer({ lang: 'en_US' })).toBe(
      'At most 10 open or pending orders at the same time. Close one to open another. Shares allotted to you in an IPO do not count towards this limit.',
    );
    expect(await answer({ lang: 'zh_CN' })).toBe('最多可同时持有10笔持仓或挂单。平仓后才能再开新单。新股中签获得的持仓不计入此限制。');
    expect(await answer({ lang: 'zh_CN', acceptLanguage: 'zh-Hant' })).toMatch(/新股中籤獲得的持倉不計入此限制。$/);
    expect(await answer({ lang: 'en_US', acceptLanguage: 'ja' })).toMatch(/IPO で割り当てられた株式はこの件数に含まれません。$/);
  });

  it.each([
    ['help/list', { categoryId: 999999 }, RetCode.HELP_NOT_FOUND],
    ['help/detail', { id: 999999 }, RetCode.HELP_NOT_FOUND],
    ['help/list', { categoryId: 'abc' }, RetCode.INVALID_PARAMS],
    ['help/detail', {}, RetCode.INVALID_PARAMS],
  ])('%s %j → %i', async (path, fields, retCode) => {
    const { body } = await call(server.baseUrl, path, fields);
    expect(body.retCode).toBe(retCode);
  });

  it('seeding again adds nothing', async () => {
    const before = await server.provider.db.selectFrom('help_questions').select('id').execute();
    await seedHelpCentre({ db: server.provider.db, now: Date.now });
    const after = await server.provider.db.selectFrom('help_questions').select('id').execute();
    expect(after.length).toBe(before.length);
  });
});
