import { simplifiedOnlyCharacters, toTraditional } from './traditional';

describe('toTraditional (OpenCC s2twp)', () => {
  it('converts phrase by phrase, with Taiwan words', () => {
    expect(toTraditional('欢迎使用 Nova Trade：一个账户，交易四地市场')).toBe('歡迎使用 Nova Trade：一個帳戶，交易四地市場');
    expect(toTraditional('恢复交易后请查看信息')).toBe('恢復交易後請檢視資訊');
    expect(toTraditional('请先登录')).toBe('請先登入');
    expect(toTraditional('轨道无人机')).toBe('軌道無人機');
    expect(toTraditional('数据中心AI芯片')).toBe('資料中心AI晶片');
    expect(toTraditional('若干 皇后 干预 杠杆')).toBe('若干 皇后 干預 槓桿');
    expect(toTraditional('USDT 1:1')).toBe('USDT 1:1');
    // House words: the app's 帳, and two cuts OpenCC gets wrong in the seeded texts.
    expect(toTraditional('账号与最小价位；换回日元后的价格')).toBe('帳號與最小價位；換回日元後的價格');
  });

  it('leaves no simplified-only character in what it converts', () => {
    const simplifiedOnly = new RegExp(`[${simplifiedOnlyCharacters()}]`);
    expect(toTraditional('腾讯控股 阿里巴巴 贵州茅台 宁德时代')).not.toMatch(simplifiedOnly);
    expect(toTraditional('为开发据务轨农场无机购额签认电动车网络')).not.toMatch(simplifiedOnly);
  });
});

describe('simplifiedOnlyCharacters (from OpenCC data)', () => {
  const chars = new Set(simplifiedOnlyCharacters());
  it('has the simplified forms a zh-Hant reader must not meet', () => {
    const missing = [...'为开发务轨农场无机购额签认电动车网络账这们门'].filter((ch) => !chars.has(ch));
    expect(missing).toEqual([]);
  });
  it('leaves out characters Traditional text also writes in their own right', () => {
    expect([...'后干里台于余范几云只着群秘'].filter((ch) => chars.has(ch))).toEqual([]);
    // Legitimate in some Traditional words (拮据, 价人, 恒生): a text with them is judged whole.
    expect([...'据价恒'].filter((ch) => chars.has(ch))).toEqual([]);
    expect(toTraditional('数据 价格 恒生指数 拮据')).toBe('資料 價格 恒生指數 拮据');
    // …and every Traditional character
    expect([...'發開為據軌機網絡帳戶臺灣'].filter((ch) => chars.has(ch))).toEqual([]);
  });
});
