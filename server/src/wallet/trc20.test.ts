import { isTrc20Address } from './trc20';
import { DEMO_DEPOSIT_ADDRESS } from './settings';

describe('TRC20 address', () => {
  it.each([
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', // the USDT token contract
    DEMO_DEPOSIT_ADDRESS,
    'TYTC8HFdLdh7nuiM9ryamAhB59Vk2phiNt',
  ])('accepts %s', (address) => {
    expect(isTrc20Address(address)).toBe(true);
  });

  it.each([
    ['wrong checksum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['too short', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ['not base58 (0)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['Bitcoin address', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['Ethereum address', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['empty', ''],
    ['spaces', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ])('refuses %s', (_why, address) => {
    expect(isTrc20Address(address)).toBe(false);
  });
});
