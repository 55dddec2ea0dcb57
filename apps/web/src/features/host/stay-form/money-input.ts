/**
 * Prices are typed in dollars and travel in cents (DESIGN: Money). What a host might type: "150",
 * "150.50", "$1,200", or with a decimal comma as in French, "150,50". Anything else is NaN, which the
 * step's schema refuses as it refuses any number that is not a whole count of cents.
 */
export function dollarsToCents(text: string): number {
  let value = text.trim().replace(/[\s$€₪\u00a0\u202f]/g, '');
  if (value.includes(',') && value.includes('.')) {
    // Both: the first one separates thousands ("1,200.50", or "1.200,50" in French).
    value =
      value.indexOf(',') < value.indexOf('.')
        ? value.replace(/,/g, '')
        : value.replace(/\./g, '').replace(',', '.');
  } else if (value.includes(',')) {
    value = /^\d{1,3}(,\d{3})+$/.test(value) ? value.replace(/,/g, '') : value.replace(',', '.');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the host would type them: "150", or "150.50" when there are cents. */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
