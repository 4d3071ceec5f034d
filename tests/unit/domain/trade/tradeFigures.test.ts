import { describe, expect, it } from 'vitest'
import { formatDay, formatFigure } from '@/domain/trade/tradeFigures'
import { formatAmount } from '@/domain/trade/formatAmount'

// Issue 30 "One page reads one way": spec 2 §9 fixes prices in de-DE, yet /en/cart/ showed
// "1,813.7 g" beside "4.665,00 €", the cart line "2027-01-15" while the mail said 15.01.2027, and
// ja/zh read "最短で19.12.2026。". One rule (docs/decisions.md): figures as the prices, de-DE;
// calendar days in the page's or mail's language.
describe('figures beside prices', () => {
  it('write weights and lengths as the prices are written (de-DE), in every language', () => {
    expect(formatFigure(1813.7)).toBe('1.813,7')
    expect(formatFigure(42.5)).toBe('42,5')
    expect(formatFigure(56)).toBe('56')
    expect(formatFigure(0.25)).toBe('0,25')
    // The same decimal mark and grouping as the price beside it.
    expect(formatAmount(466500, 'EUR')).toBe('4.665,00\u00a0€')
  })

  it('write a calendar day in the page’s language, never as the raw YYYY-MM-DD', () => {
    expect(formatDay('2027-01-15', 'de')).toBe('15.01.2027')
    expect(formatDay('2027-01-15', 'en')).toBe('Jan 15, 2027')
    expect(formatDay('2026-12-19', 'ja')).toBe('2026/12/19')
    expect(formatDay('2026-12-19', 'zh-hans')).toBe('2026年12月19日')
    expect(formatDay('2026-12-19', 'ko')).toBe('2026. 12. 19.')
  })

  it('keep the day whatever the time zone, and leave anything else as given', () => {
    expect(formatDay('2027-01-01', 'de')).toBe('01.01.2027')
    expect(formatDay('2027-12-31', 'de')).toBe('31.12.2027')
    expect(formatDay('tomorrow', 'de')).toBe('tomorrow')
    expect(formatDay('2027-02-31x', 'de')).toBe('2027-02-31x')
  })
})
