'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { FormSuccess } from '@/components/forms/FormSuccess'
import { useFormOutcome, type FormBlockProps } from '@/components/forms/usePublicForm'
import { useRequestedProducts } from '@/components/forms/useRequestedProducts'
import { useMicrosite } from '@/components/microsite/MicrositeContext'
import { Loader } from '@/components/ui/Loader/Loader'
import { micrositeBase } from '@/domain/microsite'
import type { LinkView } from '@/domain/linkView'
import { DetailsStep } from './DetailsStep'
import { MessageStep } from './MessageStep'
import { ProductsStep } from './ProductsStep'
import { StepHeading } from './StepHeading'

type Props = FormBlockProps & { variant: 'default' | 'withProducts'; backLink?: LinkView }
type Step = 'message' | 'products' | 'details'

/**
 * The contact form in steps (spec 1 §2, §4): the message (POST; its 201 answers the uuid), in the
 * `withProducts` variant the pieces it is about, then personal details (PATCH; 200 → success, 404
 * stays put), then the success step with a way back. The pieces come from `?product=` or, with
 * `?wishlistinclude`, from the wishlist.
 */
export function ContactFormClient({ variant, backLink, ...block }: Props) {
  const t = useTranslations('forms')
  const microsite = useMicrosite()
  const products = useRequestedProducts(block.locale)
  const outcome = useFormOutcome(block.settings.successRedirect)
  const [step, setStep] = useState<Step>('message')
  const [uuid, setUuid] = useState('')
  const headingId = useId()
  // The products step only when there are pieces to choose from.
  const withProducts = variant === 'withProducts' && (products.loading || products.cards.length > 0)
  const steps: Step[] = withProducts ? ['message', 'products', 'details'] : ['message', 'details']

  if (outcome.done) {
    const home = { href: microsite ? micrositeBase(block.locale, microsite.slug) : `/${block.locale}/`, external: false }
    return <FormSuccess text={block.settings.successText || t('success.details')} backLink={backLink ?? home} />
  }

  // Pieces that turned out to be none (or unpublished) skip the products step.
  const shown: Step = step === 'products' && !withProducts ? 'details' : step
  const title = t(`steps.${shown}`)
  const heading = <StepHeading current={steps.indexOf(shown) + 1} total={steps.length} title={title} id={headingId} takeFocus={shown !== 'message'} />
  const common = { block, heading, label: title }

  if (shown === 'message') {
    const sent = (answer: string) => {
      setUuid(answer)
      setStep(withProducts ? 'products' : 'details')
    }
    return <MessageStep {...common} products={products} showProducts={variant === 'default'} onSent={sent} />
  }
  if (shown === 'products' && products.loading) {
    return (
      <>
        {heading}
        <Loader label={t('products.loading')} />
      </>
    )
  }
  if (shown === 'products') return <ProductsStep {...common} uuid={uuid} products={products} onDone={() => setStep('details')} />
  return <DetailsStep {...common} uuid={uuid} onDone={outcome.succeed} />
}
