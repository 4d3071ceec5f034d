'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { Loader } from '@/components/ui/Loader/Loader'
import cartStyles from '@/components/cart/Cart.module.css'

/**
 * The order page's content while the server had no commerce session to read the order with: the
 * guard (ShopGate) shows this only once it has started one in the browser (a user with one store is
 * authenticated for it without a question), so the page is rendered again, now for that store.
 */
export function RefreshWithSession() {
  const t = useTranslations('order')
  const router = useRouter()
  useEffect(() => {
    router.refresh()
  }, [router])
  return (
    <div className={cartStyles.loading}>
      <Loader size="l" label={t('loading')} />
    </div>
  )
}
