import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AbstractIntlMessages } from 'next-intl'
import { isUrlLocale, htmlLang, type UrlLocale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { pickMessages } from '@/i18n/clientMessages'
import { formatDay } from '@/domain/trade/tradeFigures'
import { translatorFor } from '@/server/i18n/translator'
import { orderDeskPage } from '@/server/orders/orderDesk'
import { deskFilterOf, deskFilters, type DeskFilter } from '@/server/orders/orderDeskView'
import { OrderDeskIntl, OrderDeskOrder } from './OrderDeskOrder'

/** The desk's address with a filter and a page (the default filter and the first page left out). */
function deskHref(status: DeskFilter, page = 1): string {
  const query = new URLSearchParams()
  if (status !== 'placed') query.set('status', status)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return `/admin/order-desk${search ? `?${search}` : ''}`
}

/**
 * /admin/order-desk (issue 33): the house's screen for working orders, new orders first (a status
 * filter in the address, `?status=`, `placed` by default), one row per line with what the workshop
 * needs. Brand staff and admins only, like all trade data. Each order's lines are chosen and moved
 * (confirm, into production, ship, cancel) by its client part, OrderDeskOrder, through the house's
 * API with the staff member's own session.
 */
export async function OrderDesk({ initPageResult, searchParams, params }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const language = req.i18n?.language ?? 'de'
  const ui: UrlLocale = isUrlLocale(language) ? language : 'de'
  const t = await translatorFor(ui)
  const role = (req.user as { collection?: string; role?: string } | null)?.role
  const allowed = req.user?.collection === 'admins' && (role === 'brand' || role === 'admin')
  const page = Math.max(1, Number((searchParams?.page as string | undefined) ?? 1) || 1)
  const status = deskFilterOf(searchParams?.status)
  const desk = allowed ? await orderDeskPage(req.payload, { page, status }, ui) : null
  const messages = pickMessages(await loadMessages(ui), ['orderDesk', 'orders']) as AbstractIntlMessages
  const day = (value: string) => formatDay(value, htmlLang[ui])
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBottom: 48 }}>
        <h1>{t('orderDesk.title')}</h1>
        {!desk ? (
          <p>{t('orderDesk.not-allowed')}</p>
        ) : (
          <>
            <nav aria-label={t('orderDesk.filter.label')}>
              <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0, margin: '16px 0' }}>
                {deskFilters.map((filter) => (
                  <li key={filter}>
                    <Link
                      href={deskHref(filter)}
                      aria-current={filter === desk.status ? 'page' : undefined}
                      style={filter === desk.status ? { fontWeight: 700, textDecoration: 'none' } : undefined}
                    >
                      {t(`orderDesk.filter.${filter}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {desk.orders.length === 0 ? (
              <p>{t(desk.status === 'all' && desk.page === 1 ? 'orderDesk.empty' : 'orderDesk.empty-filtered')}</p>
            ) : (
              <OrderDeskIntl locale={ui} messages={messages}>
                {desk.orders.map((order) => (
                  <section key={order.id} aria-labelledby={`order-${order.id}`} style={{ margin: '24px 0' }}>
                    <h2 id={`order-${order.id}`} style={{ fontSize: 18 }}>
                      <Link href={`/admin/collections/orders/${order.id}`}>{t('orderDesk.order', { number: order.number })}</Link> · {order.store} ·{' '}
                      {order.placedAt ? day(order.placedAt.slice(0, 10)) : ''} · {t(`orders.status.${order.status}`)}
                    </h2>
                    <OrderDeskOrder order={order} />
                  </section>
                ))}
              </OrderDeskIntl>
            )}
            {desk.orders.length || desk.page > 1 ? (
              <nav aria-label={t('orderDesk.pages')} style={{ display: 'flex', gap: 16 }}>
                {desk.page > 1 ? <Link href={deskHref(desk.status, desk.page - 1)}>{t('orderDesk.newer')}</Link> : null}
                <span>{t('orderDesk.page', { page: desk.page, pages: Math.max(desk.totalPages, 1) })}</span>
                {desk.page < desk.totalPages ? <Link href={deskHref(desk.status, desk.page + 1)}>{t('orderDesk.older')}</Link> : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
