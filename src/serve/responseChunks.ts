// What the micro-cache and the brotli swap both need from a node:http response: its body as the
// chunks Next passes to write() and end(), whose arguments come in node:http's loose forms
// (a chunk or a callback first, an encoding or a callback second).

/**
 * The part of a response whose body is wrapped (node:http's ServerResponse is one): write(chunk,
 * encoding?, callback?) and end(chunk?, encoding?, callback?), replaced by wrappers that call them.
 */
export type ChunkedResponse = {
  statusCode: number
  write(chunk: unknown, encoding?: unknown, cb?: unknown): boolean
  end(chunk?: unknown, encoding?: unknown, cb?: unknown): unknown
}

/** A write()/end() chunk as bytes, or null when there is none (nothing, or a callback in its place). */
export function chunkBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (!chunk || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  return Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}
