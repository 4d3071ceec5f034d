import { z } from 'zod'

// GET /api/v1/openapi.json (src/server/http/openapi/document.ts). Its paths and schemas follow the
// OpenAPI 3.1 specification, which describes them; here only the document's frame.
const open = (what: string) => z.record(z.string(), z.unknown()).describe(`${what}, as OpenAPI 3.1 defines them.`)

export const openApiDocumentShape = z.strictObject({
  openapi: z.literal('3.1.0'),
  info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.strictObject({ url: z.string() })),
  tags: z.array(z.strictObject({ name: z.string(), description: z.string() })),
  paths: open('Path items by path'),
  components: z.strictObject({ schemas: open('Schema objects by name'), securitySchemes: open('Security scheme objects by name') }),
})
