import type { Currency } from '@/domain/trade/currencies'
import type { EngravingOption } from '@/domain/trade/engravingOption'
import type { OrderLineMetadata } from '@/domain/trade/orderLineMetadata'
import type { PlacementErrorCode } from '@/domain/trade/placementErrors'
import type { Selection } from '@/domain/trade/selection'

/** The order as the commerce API answers it (src/server/trade/orderView.ts), as the cart page reads it. */
export type OrderAddress = { full_name: string; line_1: string; line_2: string; zip_code: string; city: string; country_code: string }

export type ShippingMethodView = { id: number; name: string; amount: number; tiers: { up_to_grams: number | null; amount: number }[] }

export type OrderLineView = {
  id: number
  sku_code: string
  full_code: string
  quantity: number
  metadata: OrderLineMetadata
  engraving: EngravingOption | null
  selection: Selection
  amounts: { unit: number; total: number; currency: Currency }
  formatted: { unit: string; total: string }
  added_at: string
  product: { name: string; type: string | null; meta_type: 'jewelry' | 'service_item' | null; image: string | null; unit_label: string | null }
  available: boolean
  estimated_delivery: string | null
}

export type OrderView = {
  id: number
  status: 'cart' | 'placed'
  number: string | null
  currency: Currency
  authorized: boolean
  placed_at: string | null
  payment_terms: { de: string; en: string }
  billing_address: OrderAddress | null
  shipping_address: OrderAddress | null
  shipments: { id: number | null; shipping_method: ShippingMethodView | null; available_shipping_methods: ShippingMethodView[] }[]
  weight_grams: number
  line_items: OrderLineView[]
  line_count: number
  totals: { items: number; shipping: number | null; total: number; currency: Currency }
  formatted: { items: string; shipping: string | null; total: string }
}

export type PlacementErrorBody = { detail: string; code: PlacementErrorCode; lines?: number[] }
