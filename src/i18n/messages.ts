import type { DataLocale } from '@/i18n/locales'

/** Catalogues are imported per locale so a page only ships its own language. */
const loaders: Record<DataLocale, () => Promise<{ default: Messages }>> = {
  de: () => import('./messages/de.json'),
  en: () => import('./messages/en.json'),
  ja: () => import('./messages/ja.json'),
  'zh-hans': () => import('./messages/zh-hans.json'),
  ko: () => import('./messages/ko.json'),
}

export type Messages = typeof import('./messages/de.json')

export async function loadMessages(locale: DataLocale): Promise<Messages> {
  return (await loaders[locale]()).default
}
