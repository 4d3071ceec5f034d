'use client'

import { useTranslations } from 'next-intl'
import { Select } from '@/components/ui/Select/Select'
import { TextField } from '@/components/ui/TextField/TextField'
import type { BindField } from '@/components/forms/useFieldProps'
import { genders, titles } from '@/domain/profile'
import styles from './Forms.module.css'

type Field = BindField
const bind = (field: Field, name: string) => field(name)

/**
 * Title and salutation (spec 1 §3: title DR…DIPL_ING, gender M, W, D). Japanese forms ask for no
 * title (spec 1 §3, §5), so `showTitle` is false for them.
 */
export function SalutationRow({ field, showTitle = true }: { field: Field; showTitle?: boolean }) {
  const t = useTranslations('forms')
  const ta = useTranslations('account')
  return (
    <div className={styles.row}>
      {showTitle ? (
        <Select
          label={t('fields.title')}
          placeholderOption={t('none')}
          options={titles.map((v) => ({ value: v, label: ta(`titles.${v}`) }))}
          {...bind(field, 'title')}
        />
      ) : null}
      <Select
        label={t('fields.gender')}
        placeholderOption={t('none')}
        autoComplete="honorific-prefix"
        options={genders.map((v) => ({ value: v, label: ta(`genders.${v}`) }))}
        {...bind(field, 'gender')}
      />
    </div>
  )
}

/** First and last name; in Japanese the family name comes first, as people write it. */
export function NameRow({ field, familyFirst = false }: { field: Field; familyFirst?: boolean }) {
  const t = useTranslations('forms.fields')
  const first = <TextField key="first" label={t('first_name')} autoComplete="given-name" {...bind(field, 'first_name')} />
  const last = <TextField key="last" label={t('last_name')} autoComplete="family-name" {...bind(field, 'last_name')} />
  return <div className={styles.row}>{familyFirst ? [last, first] : [first, last]}</div>
}

/** E-mail and mobile phone side by side. */
export function ContactRow({ field, phone = true }: { field: Field; phone?: boolean }) {
  const t = useTranslations('forms.fields')
  return (
    <div className={styles.row}>
      <TextField label={t('email')} type="email" autoComplete="email" {...bind(field, 'email')} />
      {phone ? <TextField label={t('mobile_phone')} type="tel" autoComplete="tel" {...bind(field, 'mobile_phone')} /> : null}
    </div>
  )
}
