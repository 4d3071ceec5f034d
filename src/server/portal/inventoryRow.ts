import 'server-only'
import type { InventoryRow } from '@/contracts/portal'

/** An item row as drizzle reads it (column keys as the collection's field names). */
export type ItemRecord = {
  id: number
  serialNumber: string
  articleNumber: string
  productType: string | null
  articleDescriptionDe: string | null
  descriptionDe: string | null
  image: string | null
  location: number
  sellInPrice: number | string | null
  sellInCurrency: string | null
  sellInDate: string | null
  sellOutPrice: number | string | null
  sellOutCurrency: string | null
  sellOutDate: string | null
  saleUser: number | null
  clientNote: string | null
  internalNote: string | null
  availableInVirtualStorage: boolean | number | null
  bookedOutAt: string | null
}

type Names = {
  stores: ReadonlyMap<number, string>
  users: ReadonlyMap<number, string>
  /** The stores' currencies (issue 34: a sale is recorded in its store's). */
  currencies?: ReadonlyMap<number, string>
  /** The items' recommended retail prices in their store's currency, by item id (recommendedRetailPrices). */
  rrp?: ReadonlyMap<number, number>
}

// PostgreSQL's numeric columns come back as strings through drizzle.
const amount = (value: number | string | null) => (value === null || value === undefined ? null : Number(value))

/** Spec 3 §3 "Portal: inventory row", with the store and the seller named. */
export function inventoryRow(item: ItemRecord, names: Names): InventoryRow {
  return {
    id: Number(item.id),
    serial_number: item.serialNumber,
    article_number: item.articleNumber,
    article_type: item.productType,
    article_description_de: item.articleDescriptionDe ?? '',
    description_de: item.descriptionDe ?? '',
    image: item.image,
    location: { id: Number(item.location), name: names.stores.get(Number(item.location)) ?? '' },
    sell_in_price: amount(item.sellInPrice),
    sell_in_currency: item.sellInCurrency,
    sell_in_date: item.sellInDate,
    sell_out_price: amount(item.sellOutPrice),
    sell_out_currency: item.sellOutCurrency,
    sell_out_date: item.sellOutDate,
    sale_user: item.saleUser === null ? null : { id: Number(item.saleUser), name: names.users.get(Number(item.saleUser)) ?? '' },
    client_note: item.clientNote ?? '',
    internal_note: item.internalNote ?? '',
    available_in_virtual_storage: Boolean(item.availableInVirtualStorage),
    store_currency: names.currencies?.get(Number(item.location)) ?? null,
    recommended_retail_price: names.rrp?.get(Number(item.id)) ?? null,
  }
}
