import {
  accountNumber,
  bankName,
  fullNamesMatch,
  idNumber,
  ifscCode,
  isValidIban,
  maskIdNumber,
  namesMatch,
  personName,
  phoneNumber,
  postalCode,
} from './payout-rules';

describe('payout rules', () => {
  it('checks IBAN check digits', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(accountNumber('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(accountNumber('GB00WEST12345698765432')).toBeNull();
  });

  it('accepts domestic account numbers of 6–34 digits', () => {
    expect(accountNumber('0210-0002-1123')).toBe('021000021123');
    expect(accountNumber('12345')).toBeNull();
    expect(accountNumber('12345x7')).toBeNull();
  });

  it('reads names, bank names, postal codes, IFSC, phones and ID numbers', () => {
    expect(personName('  Mary  Ann ')).toBe('Mary Ann');
    expect(personName("O'Brien-Smith")).toBe("O'Brien-Smith");
    expect(personName('张')).toBe('张');
    expect(personName('R2D2')).toBeNull();
    expect(personName('')).toBeNull();
    expect(bankName('HSBC (UK) Bank')).toBe('HSBC (UK) Bank');
    expect(bankName('<script>')).toBeNull();
    expect(postalCode('sw1a 1aa')).toBe('SW1A 1AA');
    expect(postalCode('1')).toBeNull();
    expect(ifscCode('sbin0001234')).toBe('SBIN0001234');
    expect(ifscCode('SBIN1001234')).toBeNull();
    expect(phoneNumber('+1 (212) 555-0100')).toBe('+12125550100');
    expect(phoneNumber('12')).toBeNull();
    expect(idNumber('ab 123456')).toBe('AB123456');
    expect(idNumber('12')).toBeNull();
    expect(maskIdNumber('AB123456')).toBe('AB****56');
  });

  it('matches the holder name to the real name in either order, ignoring case and spaces', () => {
    expect(namesMatch('Alex Morgan', 'Alex', 'Morgan')).toBe(true);
    expect(namesMatch('MORGAN alex', 'Alex', 'Morgan')).toBe(true);
    expect(namesMatch('张三', '三', '张')).toBe(true);
    expect(namesMatch('Alex Morgan', 'Alex', 'Morgans')).toBe(false);
    expect(fullNamesMatch('Alex Morgan', ' alex  morgan ')).toBe(true);
    expect(fullNamesMatch('Alex Morgan', 'Sam Morgan')).toBe(false);
  });
});
