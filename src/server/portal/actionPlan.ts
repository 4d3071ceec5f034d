import 'server-only'
import type { Payload } from 'payload'
import { actionPermission, tableViewPermission, type ItemAction } from '@/domain/portal/permissions'
import { isSaleDateAllowed } from '@/domain/portal/saleDate'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import type { InventoryActionEntry, ItemActionEntry } from '@/server/portal/actionSchemas'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import type { ItemRecord } from '@/server/portal/inventoryRow'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { DEFAULT_CURRENCY } from '@/domain/trade/currencies'
import { shopCurrencyOf } from '@/server/trade/shopCurrency'

/** One checked action: the item as it was read, the fields to write and the history entry to add. */
export type PlannedAction = {
  action: ItemAction
  item: ItemRecord
  set: Record<string, unknown>
  event: { type: string; data: Record<string, unknown> }
  /** What must still hold when it is written (else nothing of the list is written). */
  expect: 'in_stock' | 'sold' | 'listed'
}

export type PlanError = { index: number; errors: Record<string, string[]> }

const inStock = (i: ItemRecord) => i.sellOutDate === null && i.bookedOutAt === null
/** In one of the lists (stock, sell-in or sell-out): a booked-out piece is in none, so nothing acts on it. */
const listed = (i: ItemRecord) => i.bookedOutAt === null

/** The seller an action names: a user's id, or null for "none" (or no choice). */
const chosenSeller = (saleUser: Extract<ItemActionEntry, { action: 'sell_out' | 'update_sale_user' }>['parameters']['sale_user']): number | null =>
  saleUser === 'none' || saleUser === null ? null : Number(saleUser)

/** Whether a seller may be named for a store: nobody, or someone holding the store. */
async function mayBeSeller(payload: Payload, seller: number | null, store: number): Promise<boolean> {
  if (seller === null) return true
  const user = await payload.findByID({
    collection: 'users',
    id: String(seller),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { portal_locations: true },
  })
  return Boolean(user && heldStoreIds(user).includes(String(store)))
}

/** The currency a store records its sales in (issue 34): its own, EUR when it has none. */
async function storeCurrency(payload: Payload, store: number): Promise<string> {
  const doc = await payload.findByID({
    collection: 'jewelers',
    id: String(store),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { currency: true },
  })
  return shopCurrencyOf({ currency: (doc as { currency?: string | null } | null)?.currency ?? null }) ?? DEFAULT_CURRENCY
}

/**
 * Checks every action of a list (its shape already checked by the schema) against the caller's
 * permissions, the item's state and spec 3 §5's save rules, and plans its write. An item the caller
 * may not see is "not found" (its existence is not told).
 */
export async function planActions(
  payload: Payload,
  access: PortalAccess,
  entries: InventoryActionEntry[],
  findItem: (action: ItemAction, id: string) => Promise<ItemRecord | null>,
): Promise<{ plan: PlannedAction[] } | { errors: PlanError[] }> {
  const today = calendarDayIn(new Date())
  const plan: PlannedAction[] = []
  const errors: PlanError[] = []
  const currencies = new Map<number, Promise<string>>()
  const currencyOf = (store: number) => currencies.get(store) ?? (currencies.set(store, storeCurrency(payload, store)), currencies.get(store)!)
  for (const [index, entry] of entries.entries()) {
    const fail = (field: string, message: string) => errors.push({ index, errors: { [field]: [message] } })
    const action = entry.action
    const item = await findItem(action, String(entry.item_id))
    const sees = item && [tableViewPermission.stock, tableViewPermission.sell_in, tableViewPermission.sell_out].some((p) => can(access, item.location, p))
    if (!item || !sees) {
      fail('item_id', 'Not found.')
      continue
    }
    if (action !== 'request_change' && !can(access, item.location, actionPermission[action])) {
      fail('action', 'You do not have permission to perform this action.')
      continue
    }
    const user = access.userId
    switch (entry.action) {
      case 'sell_out': {
        const p = entry.parameters
        const saleUser = chosenSeller(p.sale_user)
        if (!inStock(item)) fail('item_id', 'The item is no longer in stock.')
        else if (!isSaleDateAllowed(p.sale_date, today, item.sellInDate))
          fail('sale_date', 'Choose a day from the first of last month (or the sell-in day) up to today.')
        else if (!(await mayBeSeller(payload, saleUser, item.location))) fail('sale_user', 'Choose a seller of this store or "none".')
        // Issue 34: a sale is recorded in its store's currency, so the sell-out totals add like with like.
        else if (p.sell_out_currency !== undefined && p.sell_out_currency !== (await currencyOf(Number(item.location))))
          fail('sell_out_currency', `Sales of this store are recorded in ${await currencyOf(Number(item.location))}.`)
        else {
          const price = p.sell_out_price ?? null
          const currency = await currencyOf(Number(item.location))
          // A sold piece is no longer offered from the virtual storage.
          plan.push({
            action,
            item,
            expect: 'in_stock',
            set: { sellOutDate: p.sale_date, saleUser, sellOutPrice: price, sellOutCurrency: currency, availableInVirtualStorage: false },
            event: { type: 'sale_recorded', data: { user, sale_user: saleUser, sell_out_price: price, currency, date: p.sale_date } },
          })
        }
        break
      }
      case 'book_out': {
        const reason = entry.parameters.reason.trim()
        if (!inStock(item)) fail('item_id', 'The item is no longer in stock.')
        else
          plan.push({
            action,
            item,
            expect: 'in_stock',
            set: { bookedOutAt: today, bookOutReason: reason },
            event: { type: 'book_out', data: { user, reason } },
          })
        break
      }
      case 'change_location': {
        const target = String(entry.parameters.target_location_id)
        if (!inStock(item)) fail('item_id', 'The item is no longer in stock.')
        else if (!can(access, target, actionPermission.change_location)) fail('target_location_id', 'Choose one of your stores.')
        else if (Number(target) === Number(item.location)) fail('target_location_id', 'The item is already there.')
        else
          plan.push({
            action,
            item,
            expect: 'in_stock',
            set: { location: Number(target) },
            event: { type: 'location_change', data: { user, source_location_id: Number(item.location), target_location_id: Number(target) } },
          })
        break
      }
      case 'set_virtual_storage': {
        const on = entry.parameters.virtual_storage
        // Spec 3 §6: only stock and sell-in rows offer it; a sold or booked-out piece is not available.
        if (!inStock(item)) fail('item_id', 'The item is no longer in stock.')
        else
          plan.push({
            action,
            item,
            expect: 'in_stock',
            set: { availableInVirtualStorage: on },
            event: { type: 'virtual_storage_set', data: { user, virtual_storage: on } },
          })
        break
      }
      case 'set_client_note': {
        const note = entry.parameters.note
        if (!listed(item)) fail('item_id', 'The item has been booked out.')
        else plan.push({ action, item, expect: 'listed', set: { clientNote: note }, event: { type: 'note_saved', data: { user, note } } })
        break
      }
      case 'update_sale_user': {
        const saleUser = chosenSeller(entry.parameters.sale_user)
        if (item.sellOutDate === null) fail('item_id', 'The item has not been sold.')
        else if (!(await mayBeSeller(payload, saleUser, item.location))) fail('sale_user', 'Choose a seller of this store or "none".')
        else plan.push({ action, item, expect: 'sold', set: { saleUser }, event: { type: 'sale_user_change', data: { user, sale_user: saleUser } } })
        break
      }
      case 'request_change': {
        const information = entry.parameters.information.trim()
        if (!listed(item)) fail('item_id', 'The item has been booked out.')
        else plan.push({ action, item, expect: 'listed', set: {}, event: { type: 'change_requested', data: { user, information } } })
        break
      }
    }
  }
  return errors.length ? { errors } : { plan }
}
