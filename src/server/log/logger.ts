import pino from 'pino'

/** One JSON logger for the app; request handlers bind a child with the request id. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { app: 'maison' },
  redact: ['password', '*.password', 'req.headers.authorization', 'req.headers.cookie'],
})

export function requestLogger(headers: Headers) {
  return logger.child({ requestId: headers.get('x-request-id') ?? undefined })
}
