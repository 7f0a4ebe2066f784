// Counts as people read them: 1000000 -> '1,000,000'.

const COUNT = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

export function formatCount(value: number): string {
  return COUNT.format(value);
}
