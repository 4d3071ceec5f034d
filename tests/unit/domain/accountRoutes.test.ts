import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signedInRedirect } from '@/domain/accountRoutes'

// Issue 13 §7; spec 1 §2: "Profile page — opened when an already-logged-in user visits a
// login-only page". Each page for signed-out visitors is called as Next calls it, with the session
// lookup and Next's redirect stubbed.
const signedIn = vi.hoisted(() => ({ user: null as null | { id: number } }))

vi.mock('@/server/auth/currentUser', () => ({ currentUser: vi.fn(async () => signedIn.user) }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  // Next's redirect ends the render by throwing; so does this one, naming its target.
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
}))
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => {},
  getTranslations: async () => Object.assign((key: string) => key, { has: () => true }),
  getMessages: async () => ({}),
}))
vi.mock('@/components/account/AccountPage', () => ({ AccountPage: () => null }))

type Page = (props: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string>> }) => Promise<unknown>

const pages: Record<string, () => Promise<{ default: unknown }>> = {
  login: () => import('@/app/(site)/[locale]/account/login/page'),
  register: () => import('@/app/(site)/[locale]/account/register/page'),
  'password-forgot': () => import('@/app/(site)/[locale]/account/password-forgot/page'),
  'password-reset': () => import('@/app/(site)/[locale]/account/password-reset/page'),
}

const visit = async (route: string, query: Record<string, string> = {}, locale = 'en') => {
  const page = (await pages[route]()).default as Page
  return page({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(query) })
}

beforeEach(() => {
  signedIn.user = null
})

describe('pages for signed-out visitors', () => {
  it.each(Object.keys(pages))('/{locale}/account/%s/ sends a signed-in visitor to the profile', async (route) => {
    signedIn.user = { id: 7 }
    await expect(visit(route)).rejects.toThrow('redirect /en/account/profile/')
    await expect(visit(route, {}, 'ja')).rejects.toThrow('redirect /ja/account/profile/')
  })

  it.each(Object.keys(pages))('/{locale}/account/%s/ shows itself to a signed-out visitor', async (route) => {
    await expect(visit(route)).resolves.toBeTruthy()
  })

  it.each(['login', 'password-reset'])('/{locale}/account/%s/ keeps an e-mail link (uid and token) working when signed in', async (route) => {
    signedIn.user = { id: 7 }
    await expect(visit(route, { uid: 'Nw', token: 'abc-123' })).resolves.toBeTruthy()
  })
})

describe('signedInRedirect', () => {
  it('is the profile unless the address is an e-mail link', () => {
    expect(signedInRedirect('de')).toBe('/de/account/profile/')
    expect(signedInRedirect('zh-hans', { next: '/zh-hans/wishlist/' })).toBe('/zh-hans/account/profile/')
    expect(signedInRedirect('de', { uid: 'Nw' })).toBe('/de/account/profile/')
    expect(signedInRedirect('de', { uid: 'Nw', token: 'abc' })).toBeNull()
    expect(signedInRedirect('de', { uid: ['a', 'b'], token: 'abc' })).toBe('/de/account/profile/')
  })
})
