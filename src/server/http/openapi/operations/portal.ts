import { z } from 'zod'
import { errorComponents } from '@/server/http/openapi/components'
import { idParam, ok, responses, type Operation } from '@/server/http/openapi/operation'
import { dbId, page } from '@/contracts/common'
import { actionErrors, actionResults, historyEntry, inventoryAggregates, inventoryRow, locationUser, openOrderAggregates, openOrderRow } from '@/contracts/portal'
import { itemActionsBody } from '@/server/portal/actionSchemas'
import { aggregateByParam, exportFormatParam, inventoryParams, locationUserBody, openOrdersParams } from '@/server/portal/schemas'

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const storeAndUser = z.object({ id: z.string().regex(/^\d{1,18}$/), userId: z.string().regex(/^\d{1,18}$/) })

/** The retailer portal (spec 3): every answer is limited to the stores and permissions of the caller. */
export const portalOperations: Operation[] = [
  {
    method: 'get', path: '/api/v1/inventory/', operationId: 'listInventory', tag: 'portal', access: 'account', validation: 'zod',
    summary: 'A page of the stock, sell-in or sell-out table.',
    query: inventoryParams,
    responses: responses(ok(page(inventoryRow)), 400, 401, 403),
    example: { query: { page_size: '10' } },
  },
  {
    method: 'get', path: '/api/v1/inventory/aggregates/', operationId: 'inventoryAggregates', tag: 'portal', access: 'account', validation: 'zod',
    summary: 'Sums of the filtered table per currency (and per day with `aggregate_by`).',
    query: inventoryParams.extend(aggregateByParam.shape),
    responses: responses(ok(inventoryAggregates), 400, 401, 403),
  },
  {
    method: 'get', path: '/api/v1/inventory/export/', operationId: 'exportInventory', tag: 'portal', access: 'account', validation: 'zod',
    summary: 'The whole filtered table as CSV or XLSX.',
    query: inventoryParams.extend(exportFormatParam.shape),
    responses: responses(
      {
        200: {
          description: 'The file (Content-Disposition: attachment): CSV, or XLSX with `format=xlsx`.',
          schema: z.string().meta({ contentMediaType: 'text/csv' }),
          contentType: 'text/csv',
          alternatives: { [xlsx]: z.string().meta({ contentMediaType: xlsx }) },
        },
      },
      400, 401, 403,
    ),
    example: { query: { format: 'csv' } },
  },
  {
    method: 'get', path: '/api/v1/inventory/{id}/history/', operationId: 'itemHistory', tag: 'portal', access: 'account', validation: 'none',
    summary: "An item's history entries, oldest first (an item the caller may not see is 404).",
    pathParams: z.object({ id: z.string().describe('The serial number of the item.') }),
    responses: responses(ok(z.array(historyEntry)), 401, 404),
  },
  {
    method: 'post', path: '/api/v1/inventory/actions/', operationId: 'runItemActions', tag: 'portal', access: 'account', validation: 'zod',
    summary: 'Run a list of item actions (sell out, book out, transfer, notes, change requests): all or nothing.',
    description:
      'Each action and its parameters are checked with the schema, then against the caller\'s permissions in the item\'s store and the item\'s state; any refusal answers 400 with `{"errors": [{index, errors}]}` and saves nothing. 409: an item changed meanwhile, nothing was saved.',
    body: { schema: itemActionsBody },
    responses: {
      ...responses(ok(actionResults), 401, 403, 409, 429),
      400: { description: 'Refused actions by index of the list `{"errors": [{index, errors}]}`; a list that is none: `{"non_field_errors"}` or `{"detail"}`.', schema: z.union([actionErrors, errorComponents.FieldErrors, errorComponents.Detail]) },
    },
    example: { body: { actions: [{ item_id: 'NO-SUCH-SERIAL', action: 'set_client_note', parameters: { note: 'x' } }] } },
  },
  {
    method: 'get', path: '/api/v1/open-orders/', operationId: 'listOpenOrders', tag: 'portal', access: 'account', validation: 'zod',
    summary: "A page of the stores' open order lines.",
    query: openOrdersParams,
    responses: responses(ok(page(openOrderRow)), 400, 401, 403),
  },
  {
    method: 'get', path: '/api/v1/open-orders/aggregates/', operationId: 'openOrderAggregates', tag: 'portal', access: 'account', validation: 'zod',
    summary: 'Sums of the filtered open orders per currency.',
    query: openOrdersParams,
    responses: responses(ok(openOrderAggregates), 400, 401, 403),
  },
  {
    method: 'get', path: '/api/v1/users/', operationId: 'listPortalUsers', tag: 'portal', access: 'account', validation: 'none',
    summary: "The users of the caller's stores (where the caller may view users).",
    responses: responses(ok(z.array(z.strictObject({ id: dbId, first_name: z.string(), last_name: z.string(), email: z.string() }))), 401, 403),
  },
  {
    method: 'get', path: '/api/v1/locations/{id}/users/', operationId: 'listLocationUsers', tag: 'portal', access: 'account', validation: 'none',
    summary: "A store's users and their permissions there.",
    pathParams: idParam(),
    responses: responses(ok(z.array(locationUser)), 401, 403),
  },
  {
    method: 'get', path: '/api/v1/locations/{id}/users/{userId}/', operationId: 'getLocationUser', tag: 'portal', access: 'account', validation: 'none',
    summary: "One user's permissions in a store.",
    pathParams: storeAndUser,
    responses: responses(ok(locationUser), 401, 403, 404),
  },
  {
    method: 'patch', path: '/api/v1/locations/{id}/users/{userId}/', operationId: 'updateLocationUser', tag: 'portal', access: 'account', validation: 'zod',
    summary: "Set a user's whole permission list for a store (never one's own).",
    pathParams: storeAndUser,
    body: { schema: locationUserBody },
    responses: responses(ok(locationUser), 400, 401, 403, 404, 429),
    example: { body: { permissions: ['inventory:view_current'] } },
  },
]
