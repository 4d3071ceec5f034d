import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'

/**
 * The data folder of a freshly seeded demo server (`npm start` on SQLite): its database, uploads,
 * secret and log, taken right after it answered healthy and before any test changed it. A server
 * started on a copy (startServer's `house`) is the same fresh demo without seeding it again, which
 * takes a minute or more on the 2-core CI machine.
 */
export async function snapshotHouse(dataDir: string, target: string): Promise<void> {
  fs.mkdirSync(target, { recursive: true })
  // VACUUM INTO reads one consistent state of the database while the server goes on writing.
  const client = createClient({ url: `file:${path.join(dataDir, 'maison.db')}` })
  try {
    await client.execute(`VACUUM INTO '${path.join(target, 'maison.db').replaceAll("'", "''")}'`)
  } finally {
    client.close()
  }
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith('maison.db') || entry === 'outbox') continue
    fs.cpSync(path.join(dataDir, entry), path.join(target, entry), { recursive: true })
  }
  fs.writeFileSync(path.join(target, 'ready'), new Date().toISOString())
}

export const isHouseSnapshot = (dir: string | undefined): dir is string => Boolean(dir && fs.existsSync(path.join(dir, 'ready')))

/** A copy of a snapshot as a new server's data folder. */
export function copyHouse(snapshot: string, dataDir: string): void {
  fs.cpSync(snapshot, dataDir, { recursive: true })
  fs.rmSync(path.join(dataDir, 'ready'))
}
