// The Operations page's rules: dates typed in the member's local time (with its UTC offset) and
// sent as ms, the markets and exchanges the provider accepts, what an issue's edit may change,
// the requests of the create and edit forms, and when "Run lottery now" is offered.
import type { StaffIpoIssue } from '@app/shared/staff';
import { EXCHANGES } from '../../market/exchanges';
import {
  EMPTY_IPO_FORM,
  IPO_EXCHANGES,
  editableIpoFields,
  formatUtcOffset,
  fromDatetimeLocal,
  ipoDraftOf,
  ipoFieldsOfRetCode,
  ipoFormOf,
  ipoUpdateOf,
  lotteryAction,
  toDatetimeLocal,
  utcOffsetAt,
} from './model';

const SHANGHAI = 'Asia/Shanghai';
const NEW_YORK = 'America/New_York';

describe('dates in the local time zone', () => {
  it('reads a datetime-local value in a zone and writes it back (Shanghai, UTC+08:00)', () => {
    const ms = fromDatetimeLocal('2026-03-04T09:05', SHANGHAI);
    expect(ms).toBe(Date.UTC(2026, 2, 4, 1, 5));
    expect(toDatetimeLocal(Date.UTC(2026, 2, 4, 1, 5), SHANGHAI)).toBe('2026-03-04T09:05');
    expect(fromDatetimeLocal('2026-03-04T09:05:30', SHANGHAI)).toBe(Date.UTC(2026, 2, 4, 1, 5, 30));
    expect(toDatetimeLocal(Date.UTC(2026, 2, 4, 1, 5, 30), SHANGHAI)).toBe('2026-03-04T09:05:30');
    expect(utcOffsetAt(Date.UTC(2026, 2, 4, 1, 5), SHANGHAI)).toBe('UTC+08:00');
  });

  it('follows daylight saving time: New York is UTC−05:00 in winter and UTC−04:00 in summer', () => {
    const winter = fromDatetimeLocal('2026-01-15T09:30', NEW_YORK);
    const summer = fromDatetimeLocal('2026-07-15T09:30', NEW_YORK);
    expect(winter).toBe(Date.UTC(2026, 0, 15, 14, 30));
    expect(summer).toBe(Date.UTC(2026, 6, 15, 13, 30));
    expect(utcOffsetAt(Date.UTC(2026, 0, 15, 14, 30), NEW_YORK)).toBe('UTC\u221205:00');
    expect(utcOffsetAt(Date.UTC(2026, 6, 15, 13, 30), NEW_YORK)).toBe('UTC\u221204:00');
    expect(toDatetimeLocal(Date.UTC(2026, 6, 15, 13, 30), NEW_YORK)).toBe('2026-07-15T09:30');
    expect(utcOffsetAt(0, 'Asia/Kathmandu')).toBe('UTC+05:30');
  });

  it('without a zone, uses this machine’s (as the browser does)', () => {
    expect(fromDatetimeLocal('2026-03-04T09:05')).toBe(new Date(2026, 2, 4, 9, 5).getTime());
    expect(toDatetimeLocal(new Date(2026, 2, 4, 9, 5).getTime())).toBe('2026-03-04T09:05');
    expect(utcOffsetAt(0)).toBe(formatUtcOffset(-new Date(0).getTimezoneOffset()));
  });

  it('refuses what is no time, and a day that does not exist', () => {
    expect(fromDatetimeLocal('')).toBeNull();
    expect(fromDatetimeLocal('2026-03-04')).toBeNull();
    expect(fromDatetimeLocal('tomorrow')).toBeNull();
    expect(fromDatetimeLocal('2026-02-30T10:00')).toBeNull();
  });

  it('names an offset with its sign, hours and minutes', () => {
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(480)).toBe('UTC+08:00');
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(-210)).toBe('UTC\u221203:30');
  });
});

describe('markets and exchanges', () => {
  it('offers exactly the pairs the provider accepts', () => {
    const provider = EXCHANGES.map((e) => `${e.country} ${e.code}`).sort();
    expect(IPO_EXCHANGES.map((e) => `${e.market} ${e.exchange}`).sort()).toEqual(provider);
  });
});

const ISSUE: StaffIpoIssue = {
  id: 7,
  code: 'NOVA',
  name: { en: 'Nova Robotics', zh: '新星机器人', ja: null },
  description: { en: 'Robots.', zh: '机器人。', ja: null },
  market: 'US',
  exchange: 'NASDAQ',
  underwritingPrice: '12.50',
  priceRangeLow: '11.00',
  priceRangeHigh: '13.00',
  listingPrice: '12.50',
  lotSize: 100,
  maxSubscription: 10000,
  totalIssued: 1000000,
  publicDemand: 0,
  subscribeStart: Date.UTC(2026, 5, 1, 1, 30),
  subscribeEnd: Date.UTC(2026, 5, 3, 8, 0),
  lotteryAt: Date.UTC(2026, 5, 4, 2, 0),
  listingDate: Date.UTC(2026, 5, 8, 1, 30),
  phase: 'upcoming',
  lotteryDoneAt: null,
  issueResult: null,
  origin: 'staff',
  subscribers: 0,
  subscribedShares: 0,
  subscribedAmount: '0.00',
  allottedShares: 0,
  editable: 'all',
  createdAt: 0,
};

describe('what an edit may change', () => {
  it('everything before the subscription opens, then the texts and the listing price, after the listing nothing', () => {
    expect(editableIpoFields('all').size).toBe(Object.keys(EMPTY_IPO_FORM).length);
    expect([...editableIpoFields('textsAndListingPrice')].sort()).toEqual(
      ['descriptionEn', 'descriptionJa', 'descriptionZh', 'listingPrice', 'nameEn', 'nameJa', 'nameZh'].sort(),
    );
    expect(editableIpoFields('none').size).toBe(0);
  });

  it('sends only the changed fields the issue still takes; an emptied Japanese text is sent empty', () => {
    const opened = { ...ISSUE, editable: 'textsAndListingPrice' as const, name: { ...ISSUE.name, ja: 'ノヴァ' } };
    const form = {
      ...ipoFormOf(opened),
      nameEn: 'Nova Robotics Inc.',
      nameJa: '',
      underwritingPrice: '99.00',
      lotteryAt: '2027-01-01T10:00',
    };
    expect(ipoUpdateOf(opened, form)).toEqual({ issueId: 7, nameEn: 'Nova Robotics Inc.', nameJa: '' });
    expect(ipoUpdateOf(opened, ipoFormOf(opened))).toBeNull();
    // Before the opening a date change goes as ms.
    expect(ipoUpdateOf(ISSUE, { ...ipoFormOf(ISSUE), lotteryAt: '2026-06-04T11:00' })).toEqual({
      issueId: 7,
      lotteryAt: new Date(2026, 5, 4, 11, 0).getTime(),
    });
    expect(ipoUpdateOf(ISSUE, { ...ipoFormOf(ISSUE), lotteryAt: '' })).toEqual({ field: 'lotteryAt', problem: 'date' });
  });
});

describe('the create request', () => {
  it('trims texts, leaves out empty optional ones, sends figures as typed and dates as ms', () => {
    const form = {
      ...ipoFormOf(ISSUE),
      code: ' nova ',
      nameJa: '  ',
      listingPrice: '',
      publicDemand: '',
      underwritingPrice: '12.5',
    };
    const draft = ipoDraftOf(form);
    expect(draft).toEqual({
      code: 'nova',
      nameEn: 'Nova Robotics',
      nameZh: '新星机器人',
      descriptionEn: 'Robots.',
      descriptionZh: '机器人。',
      descriptionJa: undefined,
      market: 'US',
      exchange: 'NASDAQ',
      underwritingPrice: '12.5',
      priceRangeLow: '11.00',
      priceRangeHigh: '13.00',
      lotSize: '100',
      maxSubscription: '10000',
      totalIssued: '1000000',
      subscribeStart: ISSUE.subscribeStart,
      subscribeEnd: ISSUE.subscribeEnd,
      lotteryAt: ISSUE.lotteryAt,
      listingDate: ISSUE.listingDate,
    });
    expect(ipoDraftOf({ ...form, subscribeEnd: '' })).toEqual({ field: 'subscribeEnd', problem: 'date' });
  });

  it('points a refusal at its fields', () => {
    expect(ipoFieldsOfRetCode(2949)).toEqual(['subscribeStart']);
    expect(ipoFieldsOfRetCode(2941)).toEqual(['code']);
    expect(ipoFieldsOfRetCode(2948)).toEqual(['subscribeStart', 'subscribeEnd', 'lotteryAt', 'listingDate']);
    expect(ipoFieldsOfRetCode(1000)).toEqual([]);
  });
});

describe('Run lottery now', () => {
  it('is offered only once the lottery time has passed and while it has not run', () => {
    const lotteryAt = 1_000_000;
    expect(lotteryAction({ lotteryAt, lotteryDoneAt: null }, lotteryAt - 1)).toBe('notDue');
    expect(lotteryAction({ lotteryAt, lotteryDoneAt: null }, lotteryAt)).toBe('run');
    expect(lotteryAction({ lotteryAt, lotteryDoneAt: null }, lotteryAt + 60_000)).toBe('run');
    expect(lotteryAction({ lotteryAt, lotteryDoneAt: lotteryAt + 5 }, lotteryAt + 60_000)).toBe('done');
  });
});
