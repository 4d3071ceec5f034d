// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderTimeline, type LineRef } from '@/components/orders/OrderTimeline'
import { orderTimeline } from '@/domain/orders/orderTimeline'
import { renderWithIntl, type TestLocale } from '../../../support/intl'

// Issue 33: the order page's "timeline" of the order's moves, "placed, confirmed with dates, in
// production, shipped (with serials/tracking), delivered/received, cancelled with reason", in plain
// translated words, oldest first, as an ordered list; the house's people are never named.
const lines = new Map<number, LineRef>([
  [11, { position: 1, code: '10-1101-0540-1-WG' }],
  [12, { position: 2, code: '10-1101-0560-1-WG' }],
])
const timeline = orderTimeline({
  placedAt: '2026-11-24T10:10:00Z',
  events: [
    { type: 'cancelled', at: '2026-11-25T10:00:00Z', by: 'jeweller@example.com', data: { lines: [12], reason: 'Kundin verzichtet', by: 'jeweller' } },
    { type: 'confirmed', at: '2026-11-26T10:00:00Z', by: 'desk@maison.test', data: { lines: [{ id: 11, estimated_delivery: '2027-01-15' }] } },
    { type: 'in_production', at: '2026-11-27T10:00:00Z', by: 'desk@maison.test', data: { lines: [11] } },
    {
      type: 'shipped',
      at: '2026-12-01T10:00:00Z',
      by: 'desk@maison.test',
      data: { carrier: 'Ferrari Group', tracking_number: 'FG-123456', lines: [{ id: 11, serial_numbers: ['AU-0001'] }] },
    },
    { type: 'received', at: '2026-12-03T10:00:00Z', by: 'lager@example.com', data: { serial_numbers: ['AU-0001'], delivered_lines: [11] } },
    { type: 'cancelled', at: '2026-12-04T10:00:00Z', by: 'desk@maison.test', data: { lines: [99], reason: null, by: 'house' } },
  ],
})

const items = () => {
  const list = screen.getByRole('region').querySelector('ol')!
  return [...list.children].map((li) => li.textContent ?? '')
}

describe('OrderTimeline', () => {
  it('is a headed ordered list of the moves, oldest first, in German by default', () => {
    renderWithIntl(<OrderTimeline timeline={timeline} lines={lines} />)
    const region = screen.getByRole('region', { name: 'Verlauf' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Verlauf' })).toBeTruthy()
    expect(region.querySelector('ol')).toBeTruthy()
    const texts = items()
    expect(texts).toHaveLength(7)
    expect(texts[0]).toMatch(/^Bestellung aufgegeben24\. November 2026/)
    expect(texts[1]).toMatch(/^Von Ihrem Standort storniertvon jeweller@example\.com25\. November 2026.*Pos\. 2 \(10-1101-0560-1-WG\)Grund: Kundin verzichtet$/)
    expect(texts[2]).toMatch(/^Von Aurelle bestätigt26\. November 2026.*Pos\. 1 \(10-1101-0540-1-WG\): voraussichtliche Lieferung am 15\.01\.2027$/)
    expect(texts[3]).toMatch(/^Bei Aurelle in Fertigung gegangen27\. November 2026.*Pos\. 1 \(10-1101-0540-1-WG\)$/)
    expect(texts[4]).toMatch(
      /^Von Aurelle versandt1\. Dezember 2026.*Pos\. 1 \(10-1101-0540-1-WG\): Seriennummer AU-0001Versanddienst: Ferrari GroupSendungsnummer: FG-123456$/,
    )
    expect(texts[5]).toMatch(
      /^Bei Ihnen eingegangen und eingebuchtvon lager@example\.com3\. Dezember 2026.*Seriennummer AU-0001Pos\. 1 \(10-1101-0540-1-WG\): vollständig geliefert$/,
    )
    // A line the page does not know is still a line, never an empty reference.
    expect(texts[6]).toMatch(/^Von Aurelle storniert4\. Dezember 2026.*Eine Position$/)
    // Each moment is machine-readable.
    expect(region.querySelectorAll('time[datetime]')).toHaveLength(7)
    expect(region.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-24T10:10:00Z')
  })

  it('never shows a member of staff', () => {
    renderWithIntl(<OrderTimeline timeline={timeline} lines={lines} />)
    expect(document.body.textContent).not.toMatch(/maison\.test/)
  })

  const titles: Record<TestLocale, RegExp> = {
    de: /Von Aurelle versandt/,
    en: /Shipped by Aurelle/,
    ja: /Aurelleが発送しました/,
    'zh-hans': /Aurelle 已发货/,
    ko: /Aurelle 발송 완료/,
  }
  it.each(Object.keys(titles) as TestLocale[])('speaks %s', (locale) => {
    renderWithIntl(<OrderTimeline timeline={timeline} lines={lines} />, { locale })
    expect(document.body.textContent).toMatch(titles[locale])
    expect(document.body.textContent).not.toMatch(/order\.timeline|\{/)
  })
})
