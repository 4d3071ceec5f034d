'use client'

import { useTranslations } from 'next-intl'
import { useMemo, type Ref } from 'react'
import { AgreementCheckbox } from '@/components/forms/AgreementCheckbox'
import { FormFrame } from '@/components/forms/FormFrame'
import { NameRow, SalutationRow } from '@/components/forms/PersonFields'
import { usePublicForm, type FormBlockProps } from '@/components/forms/usePublicForm'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { TextField } from '@/components/ui/TextField/TextField'
import { wizardContactSchema } from '@/domain/wizard/contactSchema'
import type { WizardView } from '@/server/content/types'
import kit from '@/components/forms/Forms.module.css'
import styles from './Wizard.module.css'

type Props = {
  form: NonNullable<WizardView['contactForm']>
  block: FormBlockProps
  /** At the last step the submission carries the top products and the summary (spec 3 §3). */
  result?: { products: string; message: string }
  onSent: (uuid: string) => void
  headingRef: Ref<HTMLHeadingElement>
}

const empty = { gender: '', first_name: '', last_name: '', email: '', newsletter_subscription: false, data_agreement: false }

/**
 * The wizard's contact form (spec 3 §3, §5): salutation, names and e-mail required, the newsletter
 * optional, and with a configured agreement label the send button waits for the tick.
 */
export function WizardContactForm({ form: settings, block, result, onSent, headingRef }: Props) {
  const t = useTranslations('wizard')
  const tf = useTranslations('forms')
  const agreementRequired = Boolean(settings.dataAgreementLabel)
  const schema = useMemo(() => wizardContactSchema({ agreementRequired }), [agreementRequired])
  const { form, field, submission } = usePublicForm<typeof empty>({
    action: 'CONTACT_FORM',
    block,
    defaultValues: empty,
    schema,
    prepare: (values) => ({ ...values, subject: settings.subject, customMessage: settings.customMessage, ...(result ?? {}) }),
  })
  const agreed = form.watch('data_agreement')

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submission.send(form, { ...values, subject: settings.subject, customMessage: settings.customMessage, ...(result ?? {}) })
    if (answer.status === 201 && typeof answer.body.uuid === 'string') onSent(answer.body.uuid)
  })

  return (
    <div className={styles.formPage}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {settings.headline || t('formHeading')}
      </h2>
      {settings.intro ? <p className={styles.lead}>{settings.intro}</p> : null}
      <FormFrame onSubmit={onSubmit} formError={submission.formError} honeypotRef={submission.honeypotRef} label={settings.headline || t('formHeading')}>
        <SalutationRow field={field} showTitle={false} />
        <NameRow field={field} familyFirst={block.locale !== 'de' && block.locale !== 'en'} />
        <TextField label={tf('fields.email')} type="email" autoComplete="email" {...field('email')} />
        <Checkbox label={t('newsletter')} {...field('newsletter_subscription')} />
        {agreementRequired ? <AgreementCheckbox text={settings.dataAgreementLabel} privacyLink={settings.privacyLink} {...field('data_agreement')} /> : null}
        <div className={kit.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={agreementRequired && !agreed}>
            {result ? t('send') : t('continue')}
          </Button>
        </div>
      </FormFrame>
    </div>
  )
}
