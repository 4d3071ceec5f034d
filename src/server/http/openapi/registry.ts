import type { Operation } from '@/server/http/openapi/operation'
import { accountOperations } from '@/server/http/openapi/operations/accounts'
import { commerceOperations } from '@/server/http/openapi/operations/commerce'
import { contentOperations } from '@/server/http/openapi/operations/content'
import { orderDocumentOperation } from '@/server/http/openapi/operations/documents'
import { formOperations } from '@/server/http/openapi/operations/forms'
import { houseOperations, jewellerCancelOperation } from '@/server/http/openapi/operations/house'
import { nextOperations } from '@/server/http/openapi/operations/next'
import { portalOperations } from '@/server/http/openapi/operations/portal'

/**
 * Every operation under /api/v1 and /api/next, the one list the OpenAPI document and the reference page are made
 * from; tests/int/openapi.test.ts holds it against the route files on disk.
 */
export const operations: readonly Operation[] = [
  ...accountOperations,
  ...commerceOperations,
  jewellerCancelOperation,
  ...portalOperations,
  ...houseOperations,
  // After the house's moves: tests/int/openapi.test.ts asks for the invoice of the order they shipped.
  orderDocumentOperation,
  ...formOperations,
  ...contentOperations,
  ...nextOperations,
]
