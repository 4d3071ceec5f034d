/**
 * File sizes for download lists: "1,2 MB" in German, "1.2 MB" in English. Binary steps
 * (1 KB = 1024 bytes). The units stay Latin abbreviations in every locale (Intl's own unit style
 * would write "kB" in English); the digits and separators follow the locale.
 */
const UNITS = ['KB', 'MB', 'GB'] as const
const STEP = 1024

export function formatFileSize(bytes: number, locale: string): string {
  const size = Number.isFinite(bytes) ? Math.max(0, bytes) : 0
  let value = size / STEP
  let unit = 0
  // Move up while the rounded value would read 1024 or more ("1.024 KB" is really 1 MB).
  while (unit < UNITS.length - 1 && value >= STEP - rounding(unit)) {
    value /= STEP
    unit += 1
  }
  const digits = fractionDigits(unit)
  // A file of a few bytes still shows as "1 KB", never "0 KB".
  const shown = unit === 0 && size > 0 ? Math.max(1, value) : value
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(shown)
  return `${number} ${UNITS[unit]}`
}

/** Whole kilobytes are precise enough; larger units keep one decimal. */
function fractionDigits(unit: number): number {
  return unit === 0 ? 0 : 1
}

function rounding(unit: number): number {
  return 0.5 / 10 ** fractionDigits(unit)
}
