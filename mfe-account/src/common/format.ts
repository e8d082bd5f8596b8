// Display formats several account pages share.

/** "1,234,567.89" from "1234567.89" (display only; the value stays a decimal string). */
export function groupDigits(amount: string): string {
  const negative = amount.startsWith('-');
  const [int, frac] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}
