import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, newVisitor, visitorContext } from './support/browser'
import { linkFromOutbox, mailCount } from './support/outbox'

// Issue 3 "Done when": register in German, open the activation link from the e-mail in the
// outbox, see the modal, log in, edit the profile, log out; the reset journey end to end; a
// second activation of the same link shows the already-activated modal.
describe('accounts, as a new visitor uses them', () => {
  const server = inject('server')
  const email = `clara.${Date.now()}@example.com`
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await visitorContext(browser, server.baseUrl)
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const field = (name: string) => page.locator(`input[name="${name}"]`)
  const hint = async () => (await context.cookies()).find((c) => c.name === '_wff_signed_in')

  // Issue 13 §8: "Every signed-out page view calls GET /api/v1/users/me/ and logs a 401 in the console."
  it('asks nothing about a session on a signed-out page view, hearts included', async () => {
    const visitor = await newVisitor(browser, server.baseUrl)
    const asked: string[] = []
    const unauthorized: string[] = []
    visitor.on('request', (r) => {
      if (r.url().includes('/api/v1/users/me/')) asked.push(r.url())
    })
    visitor.on('console', (m) => {
      if (m.type() === 'error' && /401/.test(m.text())) unauthorized.push(m.text())
    })
    await visitor.goto('/de/herzstueck/')
    const heart = visitor.getByRole('button', { name: /^Zur Merkliste hinzufügen: / }).first()
    await heart.click()
    await expect.poll(() => visitor.getByRole('button', { name: /^Von der Merkliste entfernen: / }).count()).toBe(1)
    await visitor.goto('/de/wishlist/')
    await visitor.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    expect(unauthorized).toEqual([])
    await visitor.context().close()
  })

  it('registers in German and shows the validation of spec 1 §5 first', async () => {
    await page.goto('/de/account/register/')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect.poll(() => page.locator('main').innerText()).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    await field('email').fill(email)
    await field('password').fill('Goldfaden-1897')
    await field('password_repeat').fill('Goldfaden-1898')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect.poll(() => page.locator('main').innerText()).toContain('Die Passwörter stimmen nicht überein.')
    await field('password_repeat').fill('Goldfaden-1897')
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect.poll(() => page.getByRole('main').getByRole('status').first().innerText()).toContain('Wir haben Ihnen eine E-Mail geschickt')
    await expectAccessible(page)
  })

  it('activates from the e-mail link and shows the modal; the same link again shows already-activated', async () => {
    const link = await linkFromOutbox(server.outboxDir, email)
    expect(link).toContain('/de/account/login/?uid=')
    await page.goto(link)
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('Ihr Konto ist aktiviert')
    await expectAccessible(page)
    await page.goto(link)
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('Ihr Konto ist bereits aktiviert')
    await page.getByRole('dialog').getByRole('button', { name: 'Weiter' }).click()
  })

  it('refuses a wrong password with the spec message, then logs in and lands on the profile', async () => {
    await page.goto('/de/account/login/')
    await field('email').fill(email)
    await field('password').fill('not-my-password')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('E-Mail-Adresse oder Passwort ist nicht korrekt.')
    await field('password').fill('Goldfaden-1897')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/account/profile/')
    // The readable hint came with the HttpOnly session cookie (issue 13 §8).
    expect((await hint())?.httpOnly).toBe(false)
    expect(await field('email').inputValue()).toBe(email)
    expect(await field('email').getAttribute('readonly')).not.toBeNull()
  })

  it('edits the profile: required names, the country select, saved and kept', async () => {
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect.poll(() => page.locator('main').innerText()).toContain('Dies ist ein Pflichtfeld.')
    await field('first_name').fill('Clara')
    await field('last_name').fill('Weiss')
    const country = page.locator('select[name="address_country"]')
    const options = await country.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
    expect(options[0]).toBe('')
    expect(options).toContain('CH')
    await country.selectOption('CH')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect.poll(() => page.getByRole('main').getByRole('status').first().innerText()).toContain('gespeichert')
    await page.reload()
    expect(await field('first_name').inputValue()).toBe('Clara')
    expect(await country.inputValue()).toBe('CH')
    await expectAccessible(page)
  })

  it('logs out to / and sends a later profile visit to the login with next', async () => {
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await page.waitForURL('**/de/')
    expect(await hint()).toBeUndefined()
    await page.goto('/de/account/profile/')
    await page.waitForURL(/\/de\/account\/login\/\?next=/)
    expect(new URL(page.url()).searchParams.get('next')).toBe('/de/account/profile/')
  })

  it('resets a forgotten password end to end', async () => {
    const before = mailCount(server.outboxDir, email)
    await page.goto('/de/account/password-forgot/')
    await field('email').fill(email)
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect.poll(() => page.getByRole('main').getByRole('status').first().innerText()).toContain('ist eine E-Mail mit einem Link unterwegs')
    const link = await linkFromOutbox(server.outboxDir, email, { after: before })
    expect(link).toContain('/de/account/password-reset/?uid=')
    await page.goto(link)
    await field('password').fill('Morgentau-2026')
    await field('password_repeat').fill('Morgentau-2026')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('Ihr Passwort wurde geändert')
    await page.getByRole('dialog').getByRole('link', { name: 'Anmelden' }).click()
    await page.waitForURL('**/de/account/login/')
    await field('email').fill(email)
    await field('password').fill('Morgentau-2026')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/account/profile/')
  })

  // Issue 13 §7; spec 1 §2: "Profile page — opened when an already-logged-in user visits a login-only page".
  it('sends the signed-in visitor from every page for signed-out visitors to the profile', async () => {
    for (const path of ['/de/account/login/', '/de/account/register/', '/de/account/password-forgot/', '/de/account/password-reset/']) {
      await page.goto(path)
      await page.waitForURL('**/de/account/profile/')
    }
  })

  it('answers a reset request for an unknown address exactly as for a known one', async () => {
    // A signed-out visitor (the one above is signed in and would land on the profile).
    const page2 = await newVisitor(browser, server.baseUrl)
    await page2.goto('/de/account/password-forgot/')
    await page2.locator('input[name="email"]').fill('nobody-here@example.com')
    await page2.getByRole('button', { name: 'Link anfordern' }).click()
    await expect.poll(() => page2.getByRole('main').getByRole('status').first().innerText()).toContain('ist eine E-Mail mit einem Link unterwegs')
    expect(mailCount(server.outboxDir, 'nobody-here@example.com')).toBe(0)
    await page2.close()
  })
})
