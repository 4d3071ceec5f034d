import type { ReactElement } from 'react'
import { afterEach } from 'vitest'
import { cleanup, render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider, type Locale } from 'next-intl'
// The app's own catalogues, so the components are tested with the texts people see.
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'

// Vitest runs without globals here, so RTL cannot register its own cleanup.
afterEach(cleanup)

export const messagesByLocale = { de, en, ja, ko, 'zh-hans': zhHans } as const
export type TestLocale = keyof typeof messagesByLocale

export function renderWithIntl(ui: ReactElement, { locale = 'de', ...options }: { locale?: TestLocale } & Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <NextIntlClientProvider
        // ko is a data locale, not a routed one, but the DatePicker and catalogues support it.
        locale={locale as Locale}
        messages={messagesByLocale[locale]}
        timeZone="Europe/Berlin"
      >
        {children}
      </NextIntlClientProvider>
    ),
  })
}
