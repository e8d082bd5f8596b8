import { readNumberInput } from './number-input';

describe('readNumberInput: the one number rule of amounts, quantities and prices', () => {
  it.each([
    ['100', 2, 10000],
    ['0', 2, 0],
    ['0.05', 2, 5],
    ['12.5', 2, 1250],
    ['  12.50  ', 2, 1250],
    ['10.500', 2, 1050],
    ['100.00', 0, 100],
    ['150.125', 3, 150125],
  ])('%p at %i decimals is %i units', (text, decimals, units) => {
    expect(readNumberInput(text, decimals)).toBe(units);
  });

  it.each([
    '+100',
    '-100',
    '00100',
    '0100',
    '.5',
    '5.',
    '1e2',
    '0x64',
    '1,000',
    '1 000',
    '\t100\n',
    '100\u00a0',
    '１００',
    '٣',
    'abc',
    'NaN',
    'Infinity',
  ])('%p is not a number', (text) => {
    expect(readNumberInput(text, 2)).toBe('invalid');
  });

  it('tells empty, too precise and too large apart', () => {
    expect(readNumberInput('', 2)).toBe('empty');
    expect(readNumberInput('   ', 0)).toBe('empty');
    expect(readNumberInput('10.001', 2)).toBe('too-precise');
    expect(readNumberInput('100.5', 0)).toBe('too-precise');
    expect(readNumberInput('99999999999999', 0)).toBe('too-large');
    expect(readNumberInput('9999999999999', 2)).toBe(999999999999900);
  });
});
