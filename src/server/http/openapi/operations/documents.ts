import { z } from 'zod'
import { responses, type Operation } from '@/server/http/openapi/operation'
import { orderDocumentParams, orderDocumentQuery } from '@/server/trade/schemas'

const pdf = 'application/pdf'

/** The documents of a placed order (issue 33), for the store that ordered it. */
export const orderDocumentOperation: Operation = {
  method: 'get',
  path: '/api/v1/commerce/orders/{id}/documents/{kind}/',
  operationId: 'getOrderDocument',
  tag: 'commerce',
  access: 'commerce',
  validation: 'zod',
  summary: 'A document of a placed order of the store as PDF: its confirmation, a delivery note or the invoice.',
  description:
    'The confirmation exists once the house has confirmed a line, a delivery note for each delivery (`delivery`, by default the latest), the invoice once nothing is left to ship. Written in the ordering user’s language. 404 for another store’s order and for a document that does not exist yet.',
  pathParams: orderDocumentParams,
  query: orderDocumentQuery,
  responses: responses(
    {
      200: {
        description:
          'The PDF (Content-Disposition: inline, named by the kind and the document’s number: `confirmation-2026-000042.pdf`, `delivery-note-2026-000042-1.pdf`, `invoice-DE-2026-000123.pdf`).',
        schema: z.string().meta({ contentMediaType: pdf }),
        contentType: pdf,
      },
    },
    400,
    401,
    404,
  ),
}
