import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Loader } from '@/components/ui/Loader/Loader'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'text'

type CommonProps = {
  variant?: ButtonVariant
  /** Shows the Loader; implies disabled so a pending action cannot be resubmitted. */
  loading?: boolean
  disabled?: boolean
  /**
   * While inactive (disabled or loading) stay focusable: aria-disabled instead of the native
   * attribute, and activations (also a form's implicit submission) are swallowed. For buttons that
   * are inactive only for a moment under the user's focus (a pending add): a native disabled button
   * drops focus to <body>, throwing a keyboard or screen-reader user to the top of the page.
   */
  focusableWhenDisabled?: boolean
  fullWidth?: boolean
  className?: string
  children: ReactNode
}

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    href?: undefined
    ref?: Ref<HTMLButtonElement>
  }

type AsLink = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    href: string
    ref?: Ref<HTMLAnchorElement>
  }

export type ButtonProps = AsButton | AsLink

const variantClass = {
  primary: styles.primary,
  secondary: styles.secondary,
  text: styles.text,
} as const

export function Button({
  variant = 'primary',
  loading = false,
  disabled = false,
  focusableWhenDisabled = false,
  fullWidth = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading
  const classes = [styles.button, variantClass[variant], fullWidth && styles.fullWidth, loading && styles.loading, className].filter(Boolean).join(' ')

  // The label stays in the DOM (only made transparent) so the button keeps
  // its width and its accessible name while the Loader is shown.
  const content = (
    <>
      <span className={styles.label}>{children}</span>
      {loading && <Loader size="s" decorative className={styles.loader} />}
    </>
  )

  if (rest.href !== undefined) {
    const { href, ...anchorProps } = rest as Omit<AsLink, keyof CommonProps>
    // Links cannot be disabled natively: drop href so it is not followable.
    return (
      <a {...anchorProps} href={inactive ? undefined : href} aria-disabled={inactive || undefined} aria-busy={loading || undefined} className={classes}>
        {content}
      </a>
    )
  }

  const { type = 'button', onClick, ...buttonProps } = rest as Omit<AsButton, keyof CommonProps>
  if (focusableWhenDisabled) {
    return (
      <button
        {...buttonProps}
        type={type}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        className={classes}
        onClick={(event) => {
          // preventDefault also stops a submit button's form submission (click, Enter, Space, implicit submission).
          if (inactive) event.preventDefault()
          else onClick?.(event)
        }}
      >
        {content}
      </button>
    )
  }
  return (
    <button {...buttonProps} onClick={onClick} type={type} disabled={inactive} aria-busy={loading || undefined} className={classes}>
      {content}
    </button>
  )
}
