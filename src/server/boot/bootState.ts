/**
 * Where this process is in its start: health answers "ready" only once the house exists.
 * Kept on globalThis: instrumentation (which boots) and the route handlers are separate bundles
 * with separate module instances in one process.
 */
export type BootPhase = 'starting' | 'seeding' | 'ready' | 'failed'
export type BootState = { phase: BootPhase; reason?: string }

const KEY = Symbol.for('maison.bootState')
type Holder = { [KEY]?: BootState }

export function bootState(): BootState {
  return (globalThis as Holder)[KEY] ?? { phase: 'starting' }
}

export function setBootState(state: BootState): void {
  ;(globalThis as Holder)[KEY] = state
}
