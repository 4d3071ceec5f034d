import Redis from 'ioredis'

// CI provides Redis (.ci/run starts it); locally REDIS_TEST_URL or the usual port.
export const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379/0'

/** Why Redis cannot be used, or null when it answers PING: an open port alone proves nothing. */
export async function redisProblem(): Promise<string | null> {
  const client = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false })
  // The socket's error (ECONNREFUSED, …) says more than the "Connection is closed" connect() rejects with.
  let socketError = ''
  client.on('error', (err: Error) => (socketError ||= err.message))
  try {
    await client.connect()
    return (await client.ping()) === 'PONG' ? null : 'Redis did not answer PING'
  } catch (err) {
    return `Redis at ${new URL(redisUrl).host}: ${socketError || (err as Error).message || String(err)}`
  } finally {
    client.disconnect()
  }
}
