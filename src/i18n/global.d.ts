import type { routing } from '@/i18n/routing'
import type messages from '@/i18n/messages/de.json'

// Type-checks every message key against the German (default) catalogue.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
  }
}
