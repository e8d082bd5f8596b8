import { agentReply, GREETING, TOPICS } from './agent';

const reply = (name: string, lang: 'en' | 'zh') => TOPICS.find((t) => t.name === name)!.reply[lang];

describe('agentReply', () => {
  it.each([
    ['How do I withdraw?', 'withdrawal'],
    ['cash out to my bank', 'withdrawal'],
    ['我要提现', 'withdrawal'],
    ['How to recharge my account', 'deposit'],
    ['充值多久到账', 'deposit'],
    ['KYC status?', 'real name'],
    ['实名认证失败怎么办', 'real name'],
    ['What are the market hours', 'trading hours'],
    ['几点开盘', 'trading hours'],
    ['IPO lottery result', 'IPO'],
    ['新股申购', 'IPO'],
    ['what fees do you charge', 'fees'],
    ['how does leverage work', 'trading'],
    ['I forgot my password', 'password'],
  ])('%j is about %s', (message, topic) => {
    expect(agentReply(message, 'en')).toBe(reply(topic, 'en'));
    expect(agentReply(message, 'zh')).toBe(reply(topic, 'zh'));
  });

  it('answers two topics at most, in topic order', () => {
    expect(agentReply('deposit, withdraw, IPO, fees', 'en')).toBe(`${reply('withdrawal', 'en')}\n\n${reply('deposit', 'en')}`);
  });

  it('greets when no topic matches', () => {
    expect(agentReply('hello', 'en')).toBe(GREETING.en);
    expect(agentReply('你好', 'zh')).toBe(GREETING.zh);
  });

  it('every reply exists in both languages and the Chinese ones are Chinese', () => {
    for (const topic of TOPICS) {
      expect(topic.reply.en.length).toBeGreaterThan(40);
      expect(topic.reply.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('the order limit', () => {
  it('says, in both languages, that IPO allotments take none of the order slots', () => {
    const en = agentReply('How many orders can I have open?', 'en');
    expect(en).toBe(reply('trading', 'en'));
    expect(en).toContain('At most 10 orders can be open at the same time; shares allotted to you in an IPO do not count.');
    const zh = agentReply('持仓上限是多少', 'zh');
    expect(zh).toBe(reply('trading', 'zh'));
    expect(zh).toContain('同时最多持有 10 笔订单（新股中签获得的持仓不计入）。');
  });
});
