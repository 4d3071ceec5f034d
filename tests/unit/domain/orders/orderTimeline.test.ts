import { describe, expect, it } from 'vitest'
import { orderTimeline, timelineEntryOf, type StoredOrderEvent } from '@/domain/orders/orderTimeline'

// Issue 33: the order page's "timeline" of the order's moves, for the ordering store. The house's
// history records a staff member's e-mail per move; a jeweller must read "the house" instead.
const staff = 'desk@maison.test'
const event = (type: string, at: string, data: unknown, by: string | null = staff): StoredOrderEvent => ({ type, at, by, data })

describe('timelineEntryOf', () => {
  it("names the house for the house's moves, never the member of staff who made them", () => {
    const entries = [
      event('confirmed', '2026-12-01T09:00:00Z', { lines: [{ id: 1, estimated_delivery: '2027-01-15' }] }),
      event('in_production', '2026-12-02T09:00:00Z', { lines: [1] }),
      event('shipped', '2026-12-03T09:00:00Z', { carrier: 'Ferrari Group', tracking_number: 'FG-1', lines: [{ id: 1, serial_numbers: ['AU-1'] }] }),
      event('cancelled', '2026-12-04T09:00:00Z', { lines: [2], reason: 'Stein nicht lieferbar', by: 'house' }),
    ].map(timelineEntryOf)
    expect(entries).toEqual([
      { kind: 'confirmed', at: '2026-12-01T09:00:00Z', actor: 'house', person: null, lines: [{ id: 1, estimatedDelivery: '2027-01-15' }] },
      { kind: 'in_production', at: '2026-12-02T09:00:00Z', actor: 'house', person: null, lines: [1] },
      {
        kind: 'shipped',
        at: '2026-12-03T09:00:00Z',
        actor: 'house',
        person: null,
        carrier: 'Ferrari Group',
        trackingNumber: 'FG-1',
        lines: [{ id: 1, serialNumbers: ['AU-1'] }],
      },
      { kind: 'cancelled', at: '2026-12-04T09:00:00Z', actor: 'house', person: null, lines: [2], reason: 'Stein nicht lieferbar' },
    ])
    expect(JSON.stringify(entries)).not.toContain(staff)
  })

  it("names the store's colleague for the store's own moves: its cancel and its receipt", () => {
    expect(timelineEntryOf(event('cancelled', '2026-12-01T09:00:00Z', { lines: [2], reason: null, by: 'jeweller' }, 'jeweller@example.com'))).toEqual({
      kind: 'cancelled',
      at: '2026-12-01T09:00:00Z',
      actor: 'store',
      person: 'jeweller@example.com',
      lines: [2],
      reason: null,
    })
    expect(
      timelineEntryOf(event('received', '2026-12-09T09:00:00Z', { serial_numbers: ['AU-1', 'AU-2'], delivered_lines: [1], user: 7 }, 'lager@example.com')),
    ).toEqual({
      kind: 'received',
      at: '2026-12-09T09:00:00Z',
      actor: 'store',
      person: 'lager@example.com',
      serialNumbers: ['AU-1', 'AU-2'],
      deliveredLines: [1],
    })
    // A receipt whose user had no e-mail names nobody rather than "user:7".
    expect(timelineEntryOf(event('received', '2026-12-09T09:00:00Z', { serial_numbers: [] }, 'user:7'))).toMatchObject({ person: null })
  })

  it('shows a change the store asked for and the house’s answer, the answer without the staff member', () => {
    const asked = event('change_requested', '2026-12-05T09:00:00Z', { lines: [3], information: 'Bitte Ringgröße 54', user: 7 }, 'jeweller@example.com')
    const answered = event('change_answered', '2026-12-06T09:00:00Z', { lines: [3], information: 'Bitte Ringgröße 54', answer: 'Geändert', change_request: 1 })
    expect([asked, answered].map(timelineEntryOf)).toEqual([
      { kind: 'change_requested', at: '2026-12-05T09:00:00Z', actor: 'store', person: 'jeweller@example.com', lines: [3], information: 'Bitte Ringgröße 54' },
      { kind: 'change_answered', at: '2026-12-06T09:00:00Z', actor: 'house', person: null, lines: [3], answer: 'Geändert' },
    ])
  })

  it('takes a cancel without a mover, or with an unknown one, as the house’s: no e-mail shown', () => {
    expect(timelineEntryOf(event('cancelled', '2026-12-01T09:00:00Z', { lines: [2] }))).toMatchObject({ actor: 'house', person: null })
    expect(timelineEntryOf(event('cancelled', '2026-12-01T09:00:00Z', { lines: [2], by: 'erp' }))).toMatchObject({ actor: 'house', person: null })
  })

  it('reads what the moves wrote defensively and drops an unknown kind of entry', () => {
    expect(timelineEntryOf(event('teleported', '2026-12-01T09:00:00Z', {}))).toBeNull()
    expect(timelineEntryOf(event('confirmed', '2026-12-01T09:00:00Z', null))).toMatchObject({ lines: [] })
    expect(
      timelineEntryOf(event('confirmed', '2026-12-01T09:00:00Z', { lines: [{ id: '3', estimated_delivery: 'soon' }, { id: 'x' }, 'junk'] })),
    ).toMatchObject({ lines: [{ id: 3, estimatedDelivery: null }] })
    expect(
      timelineEntryOf(event('shipped', '2026-12-01T09:00:00Z', { carrier: '', tracking_number: 5, lines: [{ id: 1, serial_numbers: ['A', 2, ''] }] })),
    ).toMatchObject({ carrier: null, trackingNumber: null, lines: [{ id: 1, serialNumbers: ['A'] }] })
  })
})

describe('orderTimeline', () => {
  it('starts with the placement and lists the moves oldest first, those of one instant as recorded', () => {
    const timeline = orderTimeline({
      placedAt: '2026-11-24T10:10:00Z',
      events: [
        event('shipped', '2026-12-03T09:00:00Z', { lines: [] }),
        event('confirmed', '2026-12-01T09:00:00Z', { lines: [] }),
        event('in_production', '2026-12-01T09:00:00Z', { lines: [] }),
        event('mystery', '2026-11-30T09:00:00Z', {}),
      ],
    })
    expect(timeline.map((e) => [e.kind, e.at])).toEqual([
      ['placed', '2026-11-24T10:10:00Z'],
      ['confirmed', '2026-12-01T09:00:00Z'],
      ['in_production', '2026-12-01T09:00:00Z'],
      ['shipped', '2026-12-03T09:00:00Z'],
    ])
    expect(timeline[0]).toEqual({ kind: 'placed', at: '2026-11-24T10:10:00Z', actor: 'store', person: null })
  })

  it('has no placement entry for an order without a placing time', () => {
    expect(orderTimeline({ placedAt: null, events: [] })).toEqual([])
  })
})
