'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { FormFrame } from '@/components/forms/FormFrame'
import { ProductChoice } from '@/components/forms/ProductChoice'
import { joinProducts } from '@/components/forms/submission'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { useFormPlace, type FormBlockProps } from '@/components/forms/usePublicForm'
import type { RequestedProducts } from '@/components/forms/useRequestedProducts'
import { Button } from '@/components/ui/Button/Button'
import kit from '@/components/forms/Forms.module.css'

type Props = { block: FormBlockProps; uuid: string; products: RequestedProducts; heading: React.ReactNode; label: string; onDone: () => void }

/** The products step of the `withProducts` variant: which of the pieces the enquiry is about (sent as a PATCH). */
export function ProductsStep({ block, uuid, products, heading, label, onDone }: Props) {
  const t = useTranslations('forms')
  const submission = useFormSubmission(useFormPlace('CONTACT_FORM', block))
  const [selected, setSelected] = useState<string[]>(() => products.cards.map((c) => c.mpn))
  const [sending, setSending] = useState(false)
  const toggle = (mpn: string) => setSelected((list) => (list.includes(mpn) ? list.filter((m) => m !== mpn) : [...list, mpn]))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    // Kept in the order shown, whatever the order of ticking.
    const chosen = products.cards.map((c) => c.mpn).filter((mpn) => selected.includes(mpn))
    const result = await submission.send(null, { products: joinProducts(chosen) }, { method: 'PATCH', url: `/api/v1/forms/${uuid}/` })
    setSending(false)
    // 404 (the submission is closed or unknown) stays put without a word, as the spec has it.
    if (result.status === 200) onDone()
  }

  return (
    <FormFrame onSubmit={onSubmit} formError={submission.formError} label={label} requiredNote={false}>
      {heading}
      <ProductChoice cards={products.cards} selected={selected} onToggle={toggle} heading={t('products.choose')} />
      <p className={kit.requiredNote}>{selected.length ? t('products.chooseHint') : t('products.none')}</p>
      <div className={kit.actions}>
        <Button type="submit" loading={sending}>
          {t('submit.products')}
        </Button>
      </div>
    </FormFrame>
  )
}
