import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newVisitor } from './support/browser'

// Issue 13 §11: "`next dev` does not hydrate pages … make `npm run dev` work (pages interactive,
// edits reload) and test that it serves a hydrated page." The cause was Next's dev-origin guard:
// at any host but localhost (here 127.0.0.1) it refused the page's scripts and the HMR socket.
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

describe('npm run dev', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-dev-'))
  let child: ChildProcess
  let baseUrl: string
  let browser: Browser

  beforeAll(async () => {
    const port = await freePort()
    baseUrl = `http://127.0.0.1:${port}`
    const log = fs.openSync(path.join(dir, 'dev.log'), 'a')
    child = spawn('npm', ['run', 'dev', '--', '-p', String(port)], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: `file:${path.join(dir, 'maison.db')}`,
        UPLOAD_DIR: path.join(dir, 'uploads'),
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        DATA_DIR: dir,
        PUBLIC_URL: `http://localhost:${port}`,
        SEED: '0',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', log, log],
      detached: true,
    })
    const deadline = Date.now() + 540_000
    while (Date.now() < deadline) {
      const res = await fetch(`${baseUrl}/api/health`).catch(() => null)
      if (res?.ok) break
      await new Promise((r) => setTimeout(r, 2000))
    }
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    if (child?.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('serves a hydrated, interactive page with a live HMR connection at a host name other than localhost', async () => {
    const page = await newVisitor(browser, baseUrl)
    const socketErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && /WebSocket|_next/.test(m.text())) socketErrors.push(m.text())
    })
    const hmr = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/_next/'), timeout: 300_000 })
    await page.goto('/de/account/login/', { timeout: 300_000 })
    const socket = await hmr
    await expect.poll(() => socket.isClosed(), { timeout: 5_000 }).toBe(false)
    // Only hydrated React validates the empty form in the page (no request, no reload).
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
          return page.locator('main').innerText()
        },
        { timeout: 300_000, interval: 2_000 },
      )
      .toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(socketErrors).toEqual([])
    await page.context().close()
  })
})
