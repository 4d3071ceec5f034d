// The seed template's child (seedTemplate.child.ts) runs in plain Node, where `server-only` throws on
// import; Vitest aliases it to an empty module (vitest.config.ts), and this resolve hook does the
// same for the child. Without it every template seed failed and each file seeded its own house.
import { register } from 'node:module'

const hook = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: 'data:text/javascript,export {}', shortCircuit: true } : next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
