import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { articleSelection, quickOrderLine } from '@/domain/trade/articleSelection'
import { configuredArticleNumber } from '@/domain/trade/configuredArticleNumber'
import { isJewelleryPiecesLimit, MAX_JEWELLERY_PIECES, maxPiecesOf, readMaxJewelleryPieces } from '@/domain/trade/linePieces'
import { lineRefusals } from '@/domain/trade/lineRefusals'
import { parseQuickOrder, QUICK_ORDER_MAX_QUANTITY, type QuickOrderEntry } from '@/domain/trade/quickOrder'
import { powerBracelet, ringGroup, serviceGroup, yearlyRing } from '../../../support/tradeFixtures'

// Issue 33: "Quick order: in the shop, paste or type article numbers (one per line, or a CSV with
// quantity), parsed with the existing article-number rules into configured lines, each refused one
// named with its reason."
describe('parseQuickOrder: the text as typed or pasted', () => {
  const read = (text: string) => parseQuickOrder(text).map(({ line, articleNumber, quantity, error }) => [line, articleNumber, quantity, error])

  it('reads one article per line, without a quantity or with one after ; , or a tab (Excel), numbering the lines of the text', () => {
    const text = ['10-1234-0560-1-WG', '', '10-1234-0560-1-WG;2', '10-1234-00-1-GG-C3-L0575, 3', '10-1234-0540-1-WG\t12\t\t', '  30-0042-0170-2-GW 4  '].join(
      '\n',
    )
    expect(read(text)).toEqual([
      [1, '10-1234-0560-1-WG', null, null],
      [3, '10-1234-0560-1-WG', 2, null],
      [4, '10-1234-00-1-GG-C3-L0575', 3, null],
      [5, '10-1234-0540-1-WG', 12, null],
      [6, '30-0042-0170-2-GW', 4, null],
    ])
  })

  it('reads a CSV file with a header, quoted cells, Windows line ends and a byte order mark; blank lines are skipped', () => {
    const csv = '\ufeffArtikelnummer;Menge\r\n"10-1234-0560-1-WG";"2"\r\n\r\n10-1234-0540-1-WG;1\r\n'
    expect(read(csv)).toEqual([
      [2, '10-1234-0560-1-WG', 2, null],
      [4, '10-1234-0540-1-WG', 1, null],
    ])
    // A header in any language: no digit in its cells.
    expect(read('品番\t数量\n10-1234-0560-1-WG\t1')).toEqual([[2, '10-1234-0560-1-WG', 1, null]])
  })

  it('takes lower case as the capitals every code is written in, and nothing else but the house’s spelling', () => {
    expect(read('10-1234-0560-1-wg-c3')).toEqual([[1, '10-1234-0560-1-WG-C3', null, null]])
  })

  it('names each article number that breaks the rules with the part that is wrong', () => {
    const text = [
      'Ring in Gold',
      '10-1234-0560-1',
      '1-1234-0560-1-WG',
      '10-123-0560-1-WG',
      '10-1234-0000-1-WG',
      '10-1234-0560-12-WG',
      '10-1234-0560-1-W',
      '10-1234-0560-1-WG-C0',
      '10-1234-0560-1-WG-L05',
      '10-1234-0560-1-WG-L0575-C3',
    ].join('\n')
    expect(parseQuickOrder(text).map((e) => e.error)).toEqual([
      // The first line has no digit, but it is followed by others: a header, skipped.
      'article-format',
      'article-product',
      'article-model',
      'article-length',
      'article-variant',
      'article-finish',
      'article-special-color',
      'article-special-length',
      'article-format',
    ])
    // A lone line of words is no header: it is named.
    expect(read('Ring in Gold')).toEqual([[1, 'RING IN GOLD', null, 'article-format']])
  })

  it('refuses quantities that are no whole number from 1, or beyond any line (out of range), and more than two columns', () => {
    const text = [
      '10-1234-0560-1-WG;0',
      '10-1234-0560-1-WG;-2',
      '10-1234-0560-1-WG;2,5',
      '10-1234-0560-1-WG;zwei',
      `10-1234-0560-1-WG;${QUICK_ORDER_MAX_QUANTITY + 1}`,
      `10-1234-0560-1-WG;${QUICK_ORDER_MAX_QUANTITY}`,
      '10-1234-0560-1-WG;2;Ring',
    ].join('\n')
    expect(parseQuickOrder(text).map((e) => [e.quantity, e.error])).toEqual([
      [0, 'quantity-invalid'],
      [null, 'quantity-invalid'],
      // "2,5": the comma separates cells, so a third column.
      [null, 'columns'],
      [null, 'quantity-invalid'],
      [QUICK_ORDER_MAX_QUANTITY + 1, 'quantity-too-large'],
      [QUICK_ORDER_MAX_QUANTITY, null],
      [null, 'columns'],
    ])
  })

  it('names an article number that is wrong before its quantity', () => {
    expect(read('10-1234-0560-1-XYZ;0')).toEqual([[1, '10-1234-0560-1-XYZ', 0, 'article-finish']])
  })

  it('reads nothing from blank text', () => {
    expect(parseQuickOrder('')).toEqual([])
    expect(parseQuickOrder(' \n\t\n ')).toEqual([])
  })
})

describe('articleSelection: the configuration an article number stands for', () => {
  const ring = ringGroup()
  const groups = [ring, powerBracelet(), serviceGroup(), yearlyRing({ baseSkus: { WG: '10-2026-00-1-WG' }, metalColors: ['WG'] })]

  it('finds the group, metal colour, article length and special colour, as stock, and builds the same code again', () => {
    const found = articleSelection(groups, '10-1234-0580-1-GG-C3')
    expect(typeof found).toBe('object')
    if (typeof found === 'string') return
    expect(found.group.uuid).toBe('group-ring')
    expect(found.selection).toMatchObject({ metalColor: 'GG', alloy: 'yellow_gold', length: 58, specialColor: 3, orderType: 'nocommission', engraving: null })
    expect(configuredArticleNumber(found.group, found.selection).fullCode).toBe('10-1234-0580-1-GG-C3')
  })

  it('reads a special length from the -L suffix, and a stock power bracelet with its default engraving', () => {
    const special = articleSelection(groups, '10-1234-00-1-WG-L0575')
    expect(typeof special !== 'string' && special.selection).toMatchObject({ metalColor: 'WG', length: 57.5 })
    const bracelet = articleSelection(groups, '30-0042-0170-2-GW')
    expect(typeof bracelet !== 'string' && bracelet.selection).toMatchObject({ length: 17, orderType: 'nocommission', engraving: 1, engravingText: 'Liebe' })
  })

  it('finds a service item by its article number', () => {
    const found = articleSelection(groups, '99-9901-00-1-GG')
    expect(typeof found !== 'string' && found.group.metaType).toBe('service_item')
  })

  it.each([
    ['10-9999-0560-1-WG', 'not-in-shop'],
    ['10-1234-0560-1-RG', 'finish-not-offered'],
    ['10-1234-0560-2-WG', 'finish-not-offered'],
    ['10-1234-00-1-WG', 'length-required'],
    ['10-1234-0570-1-WG', 'length-not-offered'],
    ['10-1234-00-1-WG-L0700', 'length-not-offered'],
    // 56 is a stock length (the third part), 57.5 a special one (the -L suffix).
    ['10-1234-00-1-WG-L0560', 'length-spelling'],
    ['10-1234-0575-1-WG', 'length-spelling'],
    ['10-1234-0560-1-WG-L0575', 'length-spelling'],
    ['10-1234-0560-1-WG-C5', 'special-color-not-offered'],
    ['30-0042-0170-2-GW-C1', 'special-color-not-offered'],
    ['99-9901-00-1-GG-C1', 'not-in-shop'],
    ['nonsense', 'article-format'],
  ])('refuses %s: %s', (code, reason) => {
    expect(articleSelection(groups, code)).toBe(reason)
  })
})

describe('quickOrderLine: pieces against the house’s setting', () => {
  const groups = [ringGroup(), serviceGroup(), yearlyRing({ baseSkus: { WG: '10-2026-00-1-WG' }, metalColors: ['WG'] })]
  const entry = (articleNumber: string, quantity: number | null): QuickOrderEntry => ({ line: 1, articleNumber, quantity, error: null })
  const outcome = (found: ReturnType<typeof quickOrderLine>) => (typeof found === 'string' ? found : found.quantity)

  it('takes one piece without a quantity and up to the setting, no more (a ring of the year one)', () => {
    expect(outcome(quickOrderLine(groups, entry('10-1234-0560-1-WG', null), 50))).toBe(1)
    expect(outcome(quickOrderLine(groups, entry('10-1234-0560-1-WG', 50), 50))).toBe(50)
    expect(outcome(quickOrderLine(groups, entry('10-1234-0560-1-WG', 51), 50))).toBe('quantity-too-large')
    expect(outcome(quickOrderLine(groups, entry('10-1234-0560-1-WG', 50), 20))).toBe('quantity-too-large')
    expect(outcome(quickOrderLine(groups, entry('10-2026-0560-1-WG', 2), 50))).toBe('quantity-too-large')
  })

  it('takes a service item by its steps up to its maximum, one step without a quantity', () => {
    expect(outcome(quickOrderLine(groups, entry('99-9901-00-1-GG', null), 50))).toBe(25)
    expect(outcome(quickOrderLine(groups, entry('99-9901-00-1-GG', 75), 50))).toBe(75)
    expect(outcome(quickOrderLine(groups, entry('99-9901-00-1-GG', 30), 50))).toBe('quantity-step')
    expect(outcome(quickOrderLine(groups, entry('99-9901-00-1-GG', 225), 50))).toBe('quantity-too-large')
  })

  it('passes on the reason a line could not be read', () => {
    expect(quickOrderLine(groups, { line: 3, articleNumber: 'X', quantity: null, error: 'article-format' }, 50)).toBe('article-format')
  })
})

describe('the most pieces per jewellery line, a setting of the house (issue 33)', () => {
  it('is 50 until the house sets another whole number from 1 to 200', () => {
    expect(readMaxJewelleryPieces(undefined)).toBe(MAX_JEWELLERY_PIECES)
    expect(readMaxJewelleryPieces(null)).toBe(50)
    expect(readMaxJewelleryPieces(12)).toBe(12)
    for (const wrong of [0, 201, 2.5, '12', Number.NaN]) {
      expect(isJewelleryPiecesLimit(wrong)).toBe(false)
      expect(readMaxJewelleryPieces(wrong)).toBe(50)
    }
  })

  it('holds a jewellery line to the setting, a ring of the year to one, and leaves a service item its own maximum', () => {
    expect(maxPiecesOf(ringGroup(), 12)).toBe(12)
    expect(maxPiecesOf(yearlyRing(), 12)).toBe(1)
    expect(maxPiecesOf(serviceGroup(), 12)).toBeNull()
  })
})

describe('the refusals’ texts', () => {
  it('every reason has a non-empty text in every catalogue', () => {
    for (const [locale, messages] of Object.entries({ de, en, ja, ko, 'zh-hans': zhHans })) {
      expect(Object.keys(messages.shop.refusal).sort(), locale).toEqual([...lineRefusals].sort())
      for (const text of Object.values(messages.shop.refusal)) expect(text.trim(), locale).not.toBe('')
    }
  })
})
