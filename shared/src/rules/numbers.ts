// Counts as people read them: 1000000 -> '1,000,000'.

// Built when first used, like the money formats: building one loads the locale's data.
let countFormat: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  return (countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })).format(
    value,
  );
}
