import { ChangeRequests } from '@/collections/ChangeRequests'
import { InventoryEvents } from '@/collections/InventoryEvents'
import { InventoryItems } from '@/collections/InventoryItems'
import { LocationUsers } from '@/collections/LocationUsers'

/** The retailer portal's collections (issue 16): stock per store, its history, permissions per user and store, change requests on open orders. */
export const portalCollections = [InventoryItems, InventoryEvents, LocationUsers, ChangeRequests]
