import { describe, expect, it } from 'vitest'
import { applyActionResults } from '@/domain/portal/listEffects'
import { canSave, type ActionDraft } from '@/domain/portal/saveRules'
import { rowActionsFor } from '@/domain/portal/rowActions'
import { allowedSections } from '@/domain/portal/portalSections'

type Row = { id: number; location: { id: number }; note?: string }
const rows: Row[] = [
  { id: 1, location: { id: 10 } },
  { id: 2, location: { id: 10 } },
  { id: 3, location: { id: 20 } },
]
const shown = ['10', '20']

// Spec 3 §4 "Item actions and their effect on the list".
describe('effects of actions on the list', () => {
  it('sell_out and book_out remove the row', () => {
    expect(applyActionResults(rows, [{ action: 'sell_out', item: { id: 2, location: { id: 10 } } }], shown).map((r) => r.id)).toEqual([1, 3])
    expect(applyActionResults(rows, [{ action: 'book_out', item: { id: 1, location: { id: 10 } } }], shown).map((r) => r.id)).toEqual([2, 3])
  })

  it('change_location updates the row, or removes it when the new store is not shown', () => {
    const moved = applyActionResults(rows, [{ action: 'change_location', item: { id: 1, location: { id: 20 } } }], shown)
    expect(moved.find((r) => r.id === 1)?.location.id).toBe(20)
    expect(applyActionResults(rows, [{ action: 'change_location', item: { id: 1, location: { id: 20 } } }], ['10']).map((r) => r.id)).toEqual([2, 3])
  })

  it('notes, virtual storage and seller update in place; a change request changes nothing', () => {
    const noted = applyActionResults(rows, [{ action: 'set_client_note', item: { id: 3, location: { id: 20 }, note: 'neu' } }], shown)
    expect(noted.map((r) => r.id)).toEqual([1, 2, 3])
    expect(noted[2]!.note).toBe('neu')
    expect(applyActionResults(rows, [{ action: 'request_change', item: null }], shown)).toEqual(rows)
    expect(applyActionResults(rows, [{ action: 'request_change', item: { id: 1, location: { id: 99 } } }], shown)).toEqual(rows)
  })
})

// Spec 3 §5 "Portal action save button".
describe('save rules', () => {
  const empty: ActionDraft = { reason: '', target: '', note: '', virtualStorage: false, saleUser: '', saleDate: '', salePrice: '', information: '' }
  const range = { from: '2026-10-01', to: '2026-11-24' }
  it('enables save only when each action has what it needs', () => {
    expect(canSave('book_out', empty, range)).toBe(false)
    expect(canSave('book_out', { ...empty, reason: '  ' }, range)).toBe(false)
    expect(canSave('book_out', { ...empty, reason: 'Defekt' }, range)).toBe(true)
    expect(canSave('change_location', { ...empty, target: '12' }, range)).toBe(true)
    expect(canSave('set_client_note', { ...empty, note: '' }, range)).toBe(false)
    expect(canSave('set_client_note', { ...empty, note: 'Kunde ruft an' }, range)).toBe(true)
    expect(canSave('set_virtual_storage', empty, range)).toBe(true)
    expect(canSave('request_change', { ...empty, information: ' ' }, range)).toBe(false)
    expect(canSave('update_sale_user', { ...empty, saleUser: 'none' }, range)).toBe(true)
    expect(canSave('update_sale_user', empty, range)).toBe(false)
  })

  it('sell_out needs a seller (or "none") and a sale date inside its range', () => {
    expect(canSave('sell_out', { ...empty, saleUser: 'none', saleDate: '2026-11-24' }, range)).toBe(true)
    expect(canSave('sell_out', { ...empty, saleUser: '5', saleDate: '2026-10-01' }, range)).toBe(true)
    expect(canSave('sell_out', { ...empty, saleUser: '5', saleDate: '2026-09-30' }, range)).toBe(false)
    expect(canSave('sell_out', { ...empty, saleUser: '5', saleDate: '2026-11-25' }, range)).toBe(false)
    expect(canSave('sell_out', { ...empty, saleDate: '2026-11-24' }, range)).toBe(false)
  })
})

// Spec 3 §6 "Row actions per table", less what the store's permissions do not allow.
describe('row menus and portal pages', () => {
  it('offers each table its actions, only those permitted', () => {
    const two = { otherStores: true }
    expect(rowActionsFor('sell_out', ['inventory:manage_article_note', 'inventory:log_article_sale'], two)).toEqual([
      'history',
      'set_client_note',
      'update_sale_user',
    ])
    expect(rowActionsFor('stock', ['inventory:view_current'], two)).toEqual(['history'])
    expect(rowActionsFor('sell_in', ['inventory:book_out_without_sale'], two)).toEqual(['history', 'book_out', 'request_change'])
    // Issue 33: an open order's row shows its history too (the house's moves, change requests and answers).
    expect(rowActionsFor('open_orders', [], two)).toEqual(['history', 'request_change'])
    // A jeweller with one store has nowhere to move a piece: no store change in the menu.
    expect(rowActionsFor('stock', ['inventory:transfer_article'], two)).toEqual(['history', 'change_location'])
    expect(rowActionsFor('stock', ['inventory:transfer_article'], { otherStores: false })).toEqual(['history'])
  })

  it('shows the pages a user holds a permission for on any store', () => {
    expect(
      allowedSections([
        { id: '1', name: 'A', permissions: ['inventory:view_current'] },
        { id: '2', name: 'B', permissions: ['orders:view_open', 'location_users:view'] },
      ]),
    ).toEqual(['stock', 'open-orders', 'staff'])
    expect(allowedSections([{ id: '1', name: 'A', permissions: ['orders:manage_note'] }])).toEqual([])
  })
})
