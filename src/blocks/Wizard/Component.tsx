import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { formLocale } from '@/components/forms/FormBlockShell'
import { formClientNamespaces, pickMessages } from '@/i18n/clientMessages'
import type { Messages } from '@/i18n/messages'
import { wizardFormId } from '@/domain/wizard/contactSchema'
import type { WizardBlockView } from '@/blocks/Wizard/view'
import { wizardProducts, wizardTagsOf } from '@/server/wizard/wizardProducts'
import { WizardClient } from '@/blocks/Wizard/lazyWizard'
import styles from '@/components/wizard/Wizard.module.css'

type Props = { block: WizardBlockView; preview: boolean }

/** The product finder block: the wizard, the products it can recommend and the texts its screens show. */
export async function Wizard({ block, preview }: Props) {
  const locale = await formLocale()
  const { wizard } = block
  const [products, messages] = await Promise.all([wizardProducts(locale, wizardTagsOf(wizard), wizard.productTypes), getMessages() as Promise<Messages>])
  const clientMessages = {
    ...pickMessages(messages, [...formClientNamespaces, 'wizard']),
    account: { titles: messages.account.titles, genders: messages.account.genders },
  } as Partial<Messages>
  const form = wizard.contactForm
  const settings = {
    formId: wizardFormId(wizard.id),
    storyUuid: block.storyUuid,
    headline: form?.headline,
    intro: form?.intro,
    dataAgreementLabel: form?.dataAgreementLabel,
    privacyLink: form?.privacyLink,
  }
  return (
    <section aria-label={messages.wizard.label} className={styles.block}>
      <NextIntlClientProvider messages={clientMessages}>
        <WizardClient wizard={wizard} products={products} preview={preview} block={{ settings, componentUid: block.id, locale }} />
      </NextIntlClientProvider>
    </section>
  )
}
