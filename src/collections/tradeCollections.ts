import { Deliveries } from '@/collections/Deliveries'
import { EngravingImages } from '@/collections/EngravingImages'
import { LimitationNumbers } from '@/collections/LimitationNumbers'
import { OrderEvents } from '@/collections/OrderEvents'
import { OrderLines } from '@/collections/OrderLines'
import { Orders } from '@/collections/Orders'
import { Pieces } from '@/collections/Pieces'
import { PriceLists } from '@/collections/PriceLists'
import { ProductGroups } from '@/collections/ProductGroups'
import { Shipments } from '@/collections/Shipments'
import { ShippingMethods } from '@/collections/ShippingMethods'
import { Skus } from '@/collections/Skus'

/** The trade shop's collections (issues 14, 15 and 33), in the admin's order; registered as one entry. */
export const tradeCollections = [
  ProductGroups,
  Skus,
  PriceLists,
  LimitationNumbers,
  Orders,
  OrderLines,
  OrderEvents,
  Deliveries,
  Pieces,
  EngravingImages,
  Shipments,
  ShippingMethods,
]
