// Memory of a running server for `npm run bench`, read from outside: the server is started with
// `--inspect=127.0.0.1:<port>`, and this talks the Chrome DevTools Protocol to it to force a full
// garbage collection, so what is left is what the process really holds (live objects, caches), not
// garbage V8 has not collected yet. Resident memory comes from /proc/<pid>/status.
// WebSocket is global from Node 22; on Node 20 `npm run bench` passes --experimental-websocket.
import fs from 'node:fs'

/** Resident set size of one process in MB (Linux), or null where /proc is missing. */
export function residentMb(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : null
  } catch {
    return null
  }
}

/** Sends CDP commands over one connection to the inspector on `inspectPort`. */
async function connect(inspectPort) {
  if (typeof WebSocket === 'undefined') throw new Error('no WebSocket: use Node 22+, or node --experimental-websocket (as npm run bench does)')
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error(`cannot reach the inspector on port ${inspectPort}`))
  })
  let nextId = 0
  const waiting = new Map()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data))
    const pending = waiting.get(message.id)
    if (!pending) return // events, not answers
    waiting.delete(message.id)
    if (message.error) pending.reject(new Error(`${message.error.message} (${pending.method})`))
    else pending.resolve(message.result)
  }
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++nextId
        waiting.set(id, { resolve, reject, method })
        socket.send(JSON.stringify({ id, method, params }))
      }),
    close: () => socket.close(),
  }
}

/**
 * Of the server process `pid` whose inspector listens on `inspectPort`: resident memory as the load
 * left it; then, after a forced full GC, heap used, external memory (Buffers and other memory V8
 * objects hold outside the heap) and resident memory. V8 returns the freed pages to the system from
 * a background thread within a few hundred milliseconds, so resident memory is read a second later.
 */
export async function serverMemory({ pid, inspectPort }) {
  const residentAfterLoadMb = residentMb(pid)
  const cdp = await connect(inspectPort)
  try {
    // Twice: the first collection runs finalizers and weak callbacks that free more in the second.
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
    const { external, arrayBuffers } = JSON.parse(result.value)
    await new Promise((r) => setTimeout(r, 1000))
    const mb = (bytes) => bytes / 1024 / 1024
    return { residentAfterLoadMb, heapUsedMb: mb(usedSize), externalMb: mb(external), arrayBuffersMb: mb(arrayBuffers), residentMb: residentMb(pid) }
  } finally {
    cdp.close()
  }
}
