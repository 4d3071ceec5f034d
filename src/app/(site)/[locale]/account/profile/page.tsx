import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AccountPage } from '@/components/account/AccountPage'
import { ProfileForm } from '@/components/account/ProfileForm'
import { TradeLinks } from '@/components/account/TradeLinks'
import { hasTradeRole } from '@/domain/trade/tradeRoles'
import { cartPath, ordersPath, shopPath } from '@/domain/shop/shopGuard'
import { portalPath } from '@/domain/portal/portalSections'
import type { UrlLocale } from '@/i18n/locales'
import { toProfile } from '@/server/auth/profile'
import { currentUser } from '@/server/auth/currentUser'
import { payloadClient } from '@/server/payload/client'
import { orderingStoreIds } from '@/server/trade/orderingStores'
import { countryOptions } from '@/domain/countries/countries'
import { profilePath } from '@/domain/accountRoutes'
import { pageLocale } from '@/server/http/pageLocale'
import type { ProfileForm as Values } from '@/domain/accountForms'

type Props = { params: Promise<{ locale: string }> }

/** A partner jeweller's pages (shop, cart, orders, portal), named as those pages name themselves. */
/** The shop, cart and orders only for whoever may order for one of their stores (src/domain/trade/orderPermission.ts). */
async function tradeLinks(locale: UrlLocale, heading: string, mayOrder: boolean) {
  const t = await getTranslations({ locale })
  const ordering = [
    { href: shopPath(locale), label: t('shop.title') },
    { href: cartPath(locale), label: t('cart.title') },
    { href: ordersPath(locale), label: t('orders.title') },
  ]
  return <TradeLinks heading={heading} links={[...(mayOrder ? ordering : []), { href: portalPath(locale), label: t('portal.nav-label') }]} />
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'account.profile' })
  return { title: t('heading'), robots: { index: false } }
}

export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params)
  const user = await currentUser()
  if (!user) redirect(`/${locale}/account/login/?next=${encodeURIComponent(profilePath(locale))}`)
  const t = await getTranslations({ locale, namespace: 'account' })
  const profile = toProfile(user)
  const initial = Object.fromEntries(
    [
      'title',
      'gender',
      'first_name',
      'last_name',
      'address_street',
      'address_number',
      'address_zip_code',
      'address_city',
      'address_country',
      'address_state',
      'phone_private',
      'phone_mobile',
      'phone_business',
      'language',
    ].map((f) => [f, String(profile[f] ?? '')]),
  ) as Values
  const trade = hasTradeRole(user.role)
    ? await tradeLinks(locale, t('profile.trade-heading'), (await orderingStoreIds(await payloadClient(), user)).size > 0)
    : undefined
  return (
    <AccountPage locale={locale} route="profile" heading={t('profile.heading')} intro={t('profile.intro')} aside={trade}>
      <ProfileForm email={user.email} initial={initial} countries={countryOptions(locale)} />
    </AccountPage>
  )
}
