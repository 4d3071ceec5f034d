import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { isUrlLocale, htmlLang, type UrlLocale } from '@/i18n/locales'
import { formatDay } from '@/domain/trade/tradeFigures'
import { translatorFor } from '@/server/i18n/translator'
import { orderDeskPage } from '@/server/orders/orderDesk'

const cell = { padding: '8px 10px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' as const, textAlign: 'left' as const }

/**
 * /admin/order-desk (issue 33): the house's screen for working orders, new orders first, one row per
 * line with what the workshop needs. Brand staff and admins only, like all trade data. The moves
 * themselves go through the house's API (the ERP) for now.
 */
export async function OrderDesk({ initPageResult, searchParams, params }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const language = req.i18n?.language ?? 'de'
  const ui: UrlLocale = isUrlLocale(language) ? language : 'de'
  const t = await translatorFor(ui)
  const role = (req.user as { collection?: string; role?: string } | null)?.role
  const allowed = req.user?.collection === 'admins' && (role === 'brand' || role === 'admin')
  const page = Math.max(1, Number((searchParams?.page as string | undefined) ?? 1) || 1)
  const desk = allowed ? await orderDeskPage(req.payload, page, ui) : null
  const day = (value: string | null) => (value ? formatDay(value, htmlLang[ui]) : '—')
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
        ) : desk.orders.length === 0 ? (
          <p>{t('orderDesk.empty')}</p>
        ) : (
          <>
            {desk.orders.map((order) => (
              <section key={order.id} style={{ margin: '24px 0' }}>
                <h2 style={{ fontSize: 18 }}>
                  <Link href={`/admin/collections/orders/${order.id}`}>{t('orderDesk.order', { number: order.number })}</Link> · {order.store} ·{' '}
                  {order.placedAt ? day(order.placedAt.slice(0, 10)) : ''} · {t(`orders.status.${order.status}`)}
                </h2>
                <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                  <thead>
                    <tr>
                      {(['article', 'quantity', 'options', 'engraving', 'end-customer', 'requested', 'status', 'estimated'] as const).map((column) => (
                        <th key={column} style={cell}>
                          {t(`orderDesk.column.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {order.lines.map((line) => (
                      <tr key={line.id}>
                        <td style={cell}>
                          <Link href={`/admin/collections/order-lines/${line.id}`}>{line.articleNumber}</Link>
                        </td>
                        <td style={cell}>{line.quantity}</td>
                        <td style={cell}>{line.options.length ? line.options.map((o) => <div key={o}>{o}</div>) : '—'}</td>
                        <td style={cell}>
                          {line.engravingImage ? (
                            <a href={line.engravingImage}>
                              {/* eslint-disable-next-line @next/next/no-img-element -- the original upload, shown as sent (the engraver's file) */}
                              <img src={line.engravingImage} alt={t('orderDesk.engraving-image')} style={{ maxWidth: 96, maxHeight: 96 }} />
                            </a>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td style={cell}>{line.endCustomer || '—'}</td>
                        <td style={cell}>{day(line.requestedDate)}</td>
                        <td style={cell}>{t(`orders.status.${line.status}`)}</td>
                        <td style={cell}>{day(line.estimatedDelivery)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
            <nav aria-label={t('orderDesk.pages')} style={{ display: 'flex', gap: 16 }}>
              {desk.page > 1 ? <Link href={`/admin/order-desk?page=${desk.page - 1}`}>{t('orderDesk.newer')}</Link> : null}
              <span>{t('orderDesk.page', { page: desk.page, pages: Math.max(desk.totalPages, 1) })}</span>
              {desk.page < desk.totalPages ? <Link href={`/admin/order-desk?page=${desk.page + 1}`}>{t('orderDesk.older')}</Link> : null}
            </nav>
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
