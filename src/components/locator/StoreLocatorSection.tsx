import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { pickMessages, siteClientNamespaces } from '@/i18n/clientMessages'
import { storeLocatorPath } from '@/domain/locator/storeLocatorPath'
import type { UrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { StoreLocator, type LocatorInitial } from './StoreLocator'
import styles from '@/blocks/StoreLocator/styles.module.css'

/** action: the locator's page without JavaScript, the site's by default, or a microsite's own (spec 1 §2). */
type Props = { locale: UrlLocale; headline?: string; intro?: string; anchor?: string; initial?: LocatorInitial; headingLevel?: 1 | 2; action?: string }

/** The server-side frame of the store locator: the block on a page and the search page share it. */
export async function StoreLocatorSection({ locale, headline, intro, anchor, initial, headingLevel = 2, action = storeLocatorPath(locale) }: Props) {
  const messages = (await getMessages()) as Messages
  const t = await getTranslations('locator')
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section id={anchor} className={styles.storeLocator} aria-label={headline ? undefined : t('searchPageTitle')}>
      {headline ? <Heading className={styles.headline}>{headline}</Heading> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {/* Only pages with the locator ship its texts to the browser. */}
      <NextIntlClientProvider messages={pickMessages(messages, [...siteClientNamespaces, 'locator', 'jeweler'])}>
        <StoreLocator locale={locale} action={action} initial={initial} />
      </NextIntlClientProvider>
      <p className={styles.attribution}>{t('attribution')}</p>
    </section>
  )
}
