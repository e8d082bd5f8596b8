/** Colour of a signed decimal string: gains red, losses green (the app's convention). */
export function signClass(amount: string): string {
  if (amount.startsWith('-')) return 'w-down';
  return /[1-9]/.test(amount) ? 'w-up' : '';
}
