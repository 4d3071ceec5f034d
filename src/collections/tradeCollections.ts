import { EngravingImages } from '@/collections/EngravingImages'
import { LimitationNumbers } from '@/collections/LimitationNumbers'
import { OrderLines } from '@/collections/OrderLines'
import { Orders } from '@/collections/Orders'
import { PriceLists } from '@/collections/PriceLists'
import { ProductGroups } from '@/collections/ProductGroups'
import { Shipments } from '@/collections/Shipments'
import { ShippingMethods } from '@/collections/ShippingMethods'
import { Skus } from '@/collections/Skus'

/** The trade shop's collections (issues 14 and 15), in the admin's order; registered as one entry. */
export const tradeCollections = [ProductGroups, Skus, PriceLists, LimitationNumbers, Orders, OrderLines, EngravingImages, Shipments, ShippingMethods]
