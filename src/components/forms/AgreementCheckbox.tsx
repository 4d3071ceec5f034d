'use client'

import { useTranslations } from 'next-intl'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import type { FieldProps } from '@/components/forms/useFieldProps'
import { linkTargetProps } from '@/domain/linkTarget'
import type { LinkView } from '@/domain/linkView'

type Props = FieldProps & {
  /** The editor's text; else the standard one. */
  text?: string
  privacyLink?: LinkView
  /** The newsletter forms' standard text speaks of the newsletter. */
  kind?: 'enquiry' | 'newsletter'
}

/** The data agreement (spec 1 §3 data_agreement): required wherever it is asked. */
export function AgreementCheckbox({ text, privacyLink, kind = 'enquiry', ...field }: Props) {
  const t = useTranslations('forms')
  const label = (
    <>
      {text || t(kind === 'newsletter' ? 'newsletterAgreement' : 'agreement')}
      {privacyLink ? (
        <>
          {' '}
          <a href={privacyLink.href} {...linkTargetProps(privacyLink)}>
            {t('privacy')}
          </a>
        </>
      ) : null}
    </>
  )
  return <Checkbox label={label} {...field} />
}
