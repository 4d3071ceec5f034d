import { describe, expect, it } from 'vitest'
import {
  documentFigureErrors,
  documentFileName,
  isOrderDocumentKind,
  isVatRateBasisPoints,
  postalAddressLines,
  serialNumberMismatches,
} from '@/domain/trade/orderDocuments'

// Issue 33: the documents state net, VAT and gross; the renderer refuses figures that contradict each other.
describe('order document figures', () => {
  const lines = [
    { quantity: 2, unit_net: 67100, line_net: 134200 },
    { quantity: 1, unit_net: 134050, line_net: 134050 },
  ]
  const totals = { lines_net: 268250, shipping_net: 1500, net: 269750, vat_rate_basis_points: 1900, vat: 51253, gross: 321003 }

  it('add up when each sum is right', () => {
    expect(documentFigureErrors({ lines, totals })).toEqual([])
    expect(documentFigureErrors({ lines, totals: { ...totals, shipping_net: null, net: 268250, vat: 50968, gross: 319218 } })).toEqual([])
    expect(documentFigureErrors({ lines, totals: { ...totals, vat_rate_basis_points: 0, vat: 0, gross: 269750 } })).toEqual([])
  })

  it('name each sum that is wrong', () => {
    expect(documentFigureErrors({ lines: [{ ...lines[0], line_net: 134201 }, lines[1]], totals })).toEqual([
      'line 1: 2 × 67100 ≠ 134201',
      'lines: 268251 ≠ 268250',
    ])
    expect(documentFigureErrors({ lines, totals: { ...totals, net: 269751 } })).toEqual(['net: 268250 + 1500 ≠ 269751', 'gross: 269751 + 51253 ≠ 321003'])
    expect(documentFigureErrors({ lines, totals: { ...totals, gross: 321004 } })).toEqual(['gross: 269750 + 51253 ≠ 321004'])
    expect(documentFigureErrors({ lines, totals: { ...totals, vat_rate_basis_points: 0 } })).toEqual(['VAT of a zero rate: 51253'])
    expect(documentFigureErrors({ lines, totals: { ...totals, vat_rate_basis_points: 10001 } })).toEqual(['VAT rate: 10001'])
  })

  it('read VAT rates in basis points of a percent', () => {
    for (const rate of [0, 810, 1900, 2000, 10000]) expect(isVatRateBasisPoints(rate)).toBe(true)
    for (const rate of [-1, 8.1, 10001, Number.NaN, '1900']) expect(isVatRateBasisPoints(rate)).toBe(false)
  })

  it('want one serial number per piece on a delivery note', () => {
    expect(
      serialNumberMismatches([
        { quantity: 2, serial_numbers: ['A', 'B'] },
        { quantity: 1, serial_numbers: ['C'] },
      ]),
    ).toEqual([])
    expect(
      serialNumberMismatches([
        { quantity: 2, serial_numbers: ['A'] },
        { quantity: 1, serial_numbers: ['C', 'D'] },
        { quantity: 1, serial_numbers: ['E'] },
      ]),
    ).toEqual([1, 2])
  })

  it('know the three kinds by their wire names', () => {
    for (const kind of ['confirmation', 'delivery-note', 'invoice']) expect(isOrderDocumentKind(kind)).toBe(true)
    for (const kind of ['delivery_note', 'Invoice', '', null]) expect(isOrderDocumentKind(kind)).toBe(false)
  })
})

describe('order document names and addresses', () => {
  it('name the file by kind and number, in ASCII', () => {
    expect(documentFileName('invoice', 'DE-2026-000123')).toBe('invoice-DE-2026-000123.pdf')
    expect(documentFileName('delivery-note', '2026-000042-1')).toBe('delivery-note-2026-000042-1.pdf')
    expect(documentFileName('confirmation', '2026/000042 ä')).toBe('confirmation-2026-000042.pdf')
    expect(documentFileName('confirmation', '')).toBe('confirmation-document.pdf')
  })

  const munich = {
    company: 'Juwelier Brenner',
    full_name: 'Sophie Brenner',
    line_1: 'Maximilianstraße 12',
    line_2: '',
    zip_code: '80539',
    city: 'München',
    country_code: 'DE',
  }
  const ginza = {
    company: '株式会社銀座宝飾',
    full_name: '山田 花子',
    line_1: '中央区銀座四丁目5番6号',
    line_2: '銀座ビル3階',
    zip_code: '104-0061',
    city: '東京都',
    country_code: 'JP',
  }
  const seoul = {
    company: '서울주얼리',
    full_name: '김민지',
    line_1: '강남구 테헤란로 123',
    line_2: '',
    zip_code: '06134',
    city: '서울특별시',
    country_code: 'KR',
  }

  it('write a European address recipient first, postcode before the city', () => {
    expect(postalAddressLines(munich, 'Deutschland')).toEqual(['Juwelier Brenner', 'Sophie Brenner', 'Maximilianstraße 12', '80539 München', 'Deutschland'])
    // A name that only repeats the company is written once.
    expect(postalAddressLines({ ...munich, full_name: 'Juwelier Brenner' }, 'Deutschland')).toEqual([
      'Juwelier Brenner',
      'Maximilianstraße 12',
      '80539 München',
      'Deutschland',
    ])
  })

  it('write Japanese and Korean addresses from the largest unit to the recipient', () => {
    expect(postalAddressLines(ginza, '日本')).toEqual(['〒104-0061', '東京都中央区銀座四丁目5番6号', '銀座ビル3階', '株式会社銀座宝飾', '山田 花子', '日本'])
    expect(postalAddressLines(seoul, '대한민국')).toEqual(['06134', '서울특별시 강남구 테헤란로 123', '서울주얼리', '김민지', '대한민국'])
  })
})
