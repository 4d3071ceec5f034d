import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { formClientNamespaces, pickMessages } from '@/i18n/clientMessages'
import { isUrlLocale, defaultLocale, type UrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import type { FormBlockSettings } from '@/server/content/types'
import styles from './FormBlockShell.module.css'

type Props = { settings: FormBlockSettings; className?: string; children: ReactNode }

/** The page's locale, as the form components need it for their common fields. */
export async function formLocale(): Promise<UrlLocale> {
  const locale = await getLocale()
  return isUrlLocale(locale) ? locale : defaultLocale
}

/**
 * The frame of every form block, rendered on the server: headline and intro, and the catalogue
 * parts the form shows (its labels, and the salutations and titles of the account catalogue), so
 * only pages with a form carry them.
 */
export async function FormBlockShell({ settings, className, children }: Props) {
  const messages = (await getMessages()) as Messages
  const formMessages = {
    ...pickMessages(messages, formClientNamespaces),
    account: { titles: messages.account.titles, genders: messages.account.genders },
  } as Partial<Messages>
  return (
    <section className={[styles.block, className].filter(Boolean).join(' ')}>
      {settings.headline || settings.intro ? (
        <header className={styles.header}>
          {settings.headline ? <h2 className={styles.headline}>{settings.headline}</h2> : null}
          {settings.intro ? <p className={styles.intro}>{settings.intro}</p> : null}
        </header>
      ) : null}
      <NextIntlClientProvider messages={formMessages}>{children}</NextIntlClientProvider>
    </section>
  )
}
