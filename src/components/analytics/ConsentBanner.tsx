'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { micrositeHref } from '@/domain/microsite'
import { useConsent } from './ConsentProvider'
import styles from './ConsentBanner.module.css'

/**
 * The consent banner: fixed to the bottom, so it shifts no content. The cached HTML, the same for
 * every visitor, holds it marked pending: before hydration it shows only where the script in <head>
 * found no stored choice (consentEarly.ts), after mount as the stored choice says. Non-modal: the
 * page stays usable and nothing is tracked until a choice is made. Reopened from the footer with
 * the settings expanded.
 */
export function ConsentBanner({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('consent')
  // The banner sits in the shared layout; on a microsite its link stays inside the microsite too.
  const microsite = /^\/[a-z-]+\/microsite\/([^/]+)\//.exec(usePathname() ?? '')?.[1]
  const privacyLink = microsite ? micrositeHref(privacyHref, decodeURIComponent(microsite)) : privacyHref
  const { consent, ready, settingsOpen, acceptAll, necessaryOnly, save, closeSettings } = useConsent()
  const [expanded, setExpanded] = useState(false)
  const [statistics, setStatistics] = useState(false)
  const region = useRef<HTMLElement>(null)
  const statisticsBox = useRef<HTMLInputElement>(null)
  const [focusSettings, setFocusSettings] = useState(false)
  // Where focus came into the banner from, for it to go back there after a choice.
  const cameFrom = useRef<HTMLElement | null>(null)

  // Reopened: show the current choice and take focus there, away from the footer link that opened it.
  useEffect(() => {
    if (!settingsOpen) return
    setExpanded(true)
    setStatistics(consent?.statistics ?? false)
    region.current?.focus()
    // Only on opening: later consent changes close the banner anyway.
  }, [settingsOpen]) // eslint-disable-line react-hooks/exhaustive-deps

  // The Settings button gives way to the checkboxes: focus follows, instead of dropping to <body>.
  useEffect(() => {
    if (!focusSettings) return
    statisticsBox.current?.focus()
    setFocusSettings(false)
  }, [focusSettings])

  if (consent && !settingsOpen) return null

  /**
   * A choice removes the banner and with it the focused button; focus would drop to <body>. The
   * provider hands it back to a footer link that reopened the settings; otherwise it goes back to
   * where it came from, else to the page's <main> (not the skip link, which would pop up after a click).
   */
  const choose = (choice: () => void) => () => {
    const back = cameFrom.current
    choice()
    if (!region.current?.contains(document.activeElement)) return
    const target = back?.isConnected ? back : (document.querySelector<HTMLElement>('main') ?? document.querySelector<HTMLElement>('a[href="#main"]'))
    // Without scrolling: focusing <main> scrolled it to the top of the screen, which shrank the
    // header to its mini form, hid the hero's subject behind it and shifted the page (issue 31).
    target?.focus({ preventScroll: true })
  }

  // A reopened banner can be left without changing anything; a first one needs an answer.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && consent) choose(closeSettings)()
  }

  return (
    <section
      ref={region}
      className={styles.banner}
      aria-label={t('regionLabel')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const from = event.relatedTarget
        if (from instanceof HTMLElement && from !== document.body && !event.currentTarget.contains(from)) cameFrom.current = from
      }}
      data-consent-pending={ready ? undefined : ''}
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 className={styles.title}>{t('title')}</h2>
          <p className={styles.text}>
            {t('text')}{' '}
            <a className={styles.link} href={privacyLink}>
              {t('privacyLink')}
            </a>
          </p>
        </div>
        {expanded ? (
          <fieldset className={styles.settings}>
            <legend className="visually-hidden">{t('settings')}</legend>
            <Checkbox className={styles.necessary} checked disabled readOnly label={<Option name={t('necessary')} hint={t('necessaryHint')} />} />
            <Checkbox
              ref={statisticsBox}
              checked={statistics}
              onChange={(event) => setStatistics(event.target.checked)}
              label={<Option name={t('statistics')} hint={t('statisticsHint')} />}
            />
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          {expanded ? (
            <Button variant="secondary" onClick={choose(() => save(statistics))}>
              {t('save')}
            </Button>
          ) : (
            <Button
              variant="text"
              onClick={() => {
                setExpanded(true)
                setFocusSettings(true)
              }}
            >
              {t('settings')}
            </Button>
          )}
          <Button variant="secondary" onClick={choose(necessaryOnly)}>
            {t('necessaryOnly')}
          </Button>
          <Button variant="primary" onClick={choose(acceptAll)}>
            {t('acceptAll')}
          </Button>
        </div>
      </div>
      {/* The last thing in the banner: until the browser has parsed it, the banner stays hidden (CSS). */}
      <span className={styles.end} aria-hidden="true" />
    </section>
  )
}

function Option({ name, hint }: { name: string; hint: string }) {
  return (
    <>
      <span className={styles.optionName}>{name}</span>
      <span className={styles.hint}>{hint}</span>
    </>
  )
}
