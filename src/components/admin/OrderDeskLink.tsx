import Link from 'next/link'
import type { ServerProps } from 'payload'
import { isUrlLocale } from '@/i18n/locales'
import { translatorFor } from '@/server/i18n/translator'

/** Above the orders list: the way to the order desk (issue 33), the screen made for working orders. */
export async function OrderDeskLink({ i18n }: ServerProps) {
  const language = i18n?.language ?? 'de'
  const t = await translatorFor(isUrlLocale(language) ? language : 'de')
  return (
    <div style={{ margin: '0 0 16px' }}>
      <Link className="btn btn--style-secondary btn--size-small" href="/admin/order-desk">
        {t('orderDesk.title')}
      </Link>
    </div>
  )
}
