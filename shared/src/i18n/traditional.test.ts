import { simplifiedOnlyCharacters, toTraditional } from './traditional';

describe('toTraditional', () => {
  it("converts the seeded texts' characters and phrases, leaves the rest alone", () => {
    expect(toTraditional('欢迎使用 Nova Trade：一个账户，交易四地市场')).toBe('歡迎使用 Nova Trade：一個帳戶，交易四地市場');
    expect(toTraditional('恢复交易后请查看信息')).toBe('恢復交易後請查看資訊');
    expect(toTraditional('USDT 1:1')).toBe('USDT 1:1');
    const simplifiedOnly = new RegExp(`[${simplifiedOnlyCharacters()}]`);
    expect(toTraditional('腾讯控股 阿里巴巴 贵州茅台 宁德时代')).not.toMatch(simplifiedOnly);
  });
});
