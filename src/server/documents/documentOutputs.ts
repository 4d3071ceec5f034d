import 'server-only'
import type { OrderDocumentView } from '@/contracts/orderDocuments'
import { documentFileName, documentNumberOf } from '@/domain/trade/orderDocuments'
import { renderOrderDocument } from '@/server/documents/renderOrderDocument'

/**
 * The two ways an order document leaves the server (issue 33): as the answer of
 * `GET /api/v1/commerce/orders/{id}/documents/{kind}/` and as a mail's attachment. Both name the
 * file alike (documentFileName) and render the same bytes for the same view.
 */

/**
 * The PDF as an HTTP answer: shown in the browser's viewer (inline) under its file name, never kept
 * by a shared cache (a store's prices and addresses), never sniffed as anything but a PDF.
 */
export async function orderDocumentResponse(view: OrderDocumentView): Promise<Response> {
  const pdf = await renderOrderDocument(view)
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${documentFileName(view.kind, documentNumberOf(view))}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The PDF as nodemailer (and so Payload's sendEmail, SMTP or the outbox) attaches it. */
export async function orderDocumentAttachment(view: OrderDocumentView): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' }> {
  return { filename: documentFileName(view.kind, documentNumberOf(view)), content: await renderOrderDocument(view), contentType: 'application/pdf' }
}
