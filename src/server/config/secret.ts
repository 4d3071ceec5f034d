import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A deployment (PUBLIC_URL is https) must bring its own PAYLOAD_SECRET: a generated one would
 * differ per machine and silently invalidate sessions. The local demo keeps one in .data/.
 */
export function resolvePayloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.PUBLIC_URL?.startsWith('https://')) {
    throw new Error('PAYLOAD_SECRET must be set when PUBLIC_URL is an https address (a deployment).')
  }
  const file = path.resolve(env.DATA_DIR ?? '.data', 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
