import 'server-only'
import type { BlockContext } from '@/blocks/blockMapper'
import type { UrlLocale } from '@/i18n/locales'
import type { AddressFormBlock, AppointmentFormBlock, ContactFormBlock, MuseumFormBlock, NewsletterFormBlock, UnsubscribeFormBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import type { FormBlockSettings } from '@/server/content/types'

type StoredFormBlock = ContactFormBlock | AppointmentFormBlock | AddressFormBlock | NewsletterFormBlock | UnsubscribeFormBlock | MuseumFormBlock

/** The settings every form block shares (spec 1 §3 common fields, §4 success). */
export function mapFormSettings(block: StoredFormBlock, locale: UrlLocale, context: BlockContext): FormBlockSettings {
  const agreement = 'dataAgreementLabel' in block ? block : undefined
  return {
    formId: block.formId ?? '',
    formLanguage: block.formLanguage ?? undefined,
    storyUuid: context.storyUuid ?? '',
    headline: block.headline ?? undefined,
    intro: block.intro ?? undefined,
    dataAgreementLabel: agreement?.dataAgreementLabel ?? undefined,
    privacyLink: mapLink(agreement?.privacyLink, locale),
    successText: block.successText ?? undefined,
    successRedirect: mapLink(block.successRedirect, locale),
  }
}
