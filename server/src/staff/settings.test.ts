import { DEMO_STAFF_SIGN_SECRET, loadStaffSettings } from './settings';

describe('loadStaffSettings', () => {
  it('has no staff listener unless STAFF_PORT is set, and reads the review rules', () => {
    expect(loadStaffSettings({})).toEqual({
      port: null,
      host: '127.0.0.1',
      signSecret: DEMO_STAFF_SIGN_SECRET,
      review: false,
      operations: false,
      secondApprovalAboveMinor: 10_000_00,
      sessionMs: 8 * 3_600_000,
      dutyLapseMs: 5 * 60_000,
    });
    expect(loadStaffSettings({ STAFF_DUTY_MINUTES: '15' }).dutyLapseMs).toBe(15 * 60_000);
    expect(
      loadStaffSettings({
        STAFF_PORT: '8081',
        STAFF_REVIEW: 'on',
        STAFF_OPERATIONS: 'on',
        STAFF_SECOND_APPROVAL_ABOVE: '25,000.50',
        STAFF_SESSION_HOURS: '2',
      }),
    ).toMatchObject({ port: 8081, review: true, operations: true, secondApprovalAboveMinor: 25_000_50, sessionMs: 2 * 3_600_000 });
  });

  it.each([
    ['STAFF_PORT', '80a'],
    ['STAFF_PORT', '70000'],
    ['STAFF_REVIEW', 'maybe'],
    ['STAFF_OPERATIONS', 'yes please'],
    ['STAFF_SECOND_APPROVAL_ABOVE', '-5'],
    ['STAFF_SECOND_APPROVAL_ABOVE', '10.001'],
    ['STAFF_SESSION_HOURS', '0'],
    ['STAFF_DUTY_MINUTES', '0'],
    ['STAFF_DUTY_MINUTES', '241'],
  ])('stops the start on %s=%s', (name, value) => {
    expect(() => loadStaffSettings({ [name]: value })).toThrow(name);
  });
});
