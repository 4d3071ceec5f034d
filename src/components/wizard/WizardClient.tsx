'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useFormPlace, type FormBlockProps } from '@/components/forms/usePublicForm'
import { useFormSubmission } from '@/components/forms/useFormSubmission'
import { Button } from '@/components/ui/Button/Button'
import { WizardAllAnswers } from '@/components/wizard/WizardAllAnswers'
import { WizardContactForm } from '@/components/wizard/WizardContactForm'
import { WizardIntro } from '@/components/wizard/WizardIntro'
import { WizardResult, revealDelay } from '@/components/wizard/WizardResult'
import { WizardStepScreen } from '@/components/wizard/WizardStepScreen'
import { initialWizardState, wizardReducer } from '@/domain/wizard/flow'
import { rankProducts } from '@/domain/wizard/scoring'
import { chosenChoice, screenAt, visibleSteps } from '@/domain/wizard/steps'
import { answeredSteps, productNumbers, wizardMessage } from '@/domain/wizard/summary'
import type { WizardProductView, WizardView } from '@/server/content/types'
import styles from './Wizard.module.css'

type Props = { wizard: WizardView; products: WizardProductView[]; preview: boolean; block: FormBlockProps }

/** Spec 3 §9: a chosen answer shows as chosen this long before the next step. */
export const ADVANCE_DELAY_MS = 100

/** The page id that opens the form directly (spec 3 §2.1), as the address's fragment: #form. */
const FORM_PAGE_ID = 'form'

type Update = { key: string; state: 'sending' | 'done' | 'failed' }

/**
 * The product finder (spec 3 §2.1, §4): intro, questions, result, all answers, the contact form
 * before or after them, success. The rules live in src/domain/wizard; this renders them and moves
 * the focus to each new screen's heading, so keyboard and screen-reader users follow along.
 */
export function WizardClient({ wizard, products, preview, block }: Props) {
  const t = useTranslations('wizard')
  const reducer = useMemo(() => wizardReducer(wizard.steps), [wizard.steps])
  const [state, dispatch] = useReducer(reducer, initialWizardState)
  const [pending, setPending] = useState<string | null>(null)
  const [uuid, setUuid] = useState<string>()
  const [update, setUpdate] = useState<Update>()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const { formPosition, contactForm } = wizard

  const visible = visibleSteps(wizard.steps, state.answers)
  const screen = screenAt(visible, state.index)
  const ranked = useMemo(() => rankProducts(products, wizard.steps, state.answers), [products, wizard.steps, state.answers])
  const answered = answeredSteps(wizard.steps, state.answers)
  const summary = useMemo(
    () => ({ products: productNumbers(ranked.map((r) => r.product)), message: wizardMessage(contactForm?.customMessage ?? '', wizard.steps, state.answers) }),
    [ranked, contactForm, wizard.steps, state.answers],
  )

  // The form page by its id: a link to …#form opens it.
  useEffect(() => {
    if (contactForm && window.location.hash === `#${FORM_PAGE_ID}`) dispatch({ type: 'openForm' })
  }, [contactForm])

  // Each new screen's heading takes the focus, except on the first render.
  const screenKey = `${state.page}:${state.index}`
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [screenKey])

  const place = useFormPlace('CONTACT_FORM', block)
  const updater = useFormSubmission(place)
  const sendUpdate = useCallback(
    async (key: string) => {
      if (!uuid) return
      setUpdate({ key, state: 'sending' })
      const result = await updater.send(null, summary, { method: 'PATCH', url: `/api/v1/forms/${uuid}/` })
      setUpdate({ key, state: result.status === 200 ? 'done' : 'failed' })
    },
    [uuid, updater, summary],
  )
  // With the form first, the result is added to that submission (spec 3 §4), once per set of answers.
  const answersKey = JSON.stringify(state.answers)
  const atResult = state.page === 'wizard' && screen.kind === 'result'
  useEffect(() => {
    if (formPosition === 'firstStep' && uuid && atResult && update?.key !== answersKey) void sendUpdate(answersKey)
  }, [formPosition, uuid, atResult, update?.key, answersKey, sendUpdate])

  const choose = (stepId: string, choiceId: string) => {
    if (pending) return
    setPending(choiceId)
    window.setTimeout(() => {
      dispatch({ type: 'choose', stepId, choiceId })
      setPending(null)
    }, ADVANCE_DELAY_MS)
  }
  const restart = () => {
    setUuid(undefined)
    setUpdate(undefined)
    dispatch({ type: 'restart' })
  }

  const back = (
    <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
      {t('back')}
    </Button>
  )
  const restartButton = (
    <Button variant="text" onClick={restart}>
      {t('restart')}
    </Button>
  )

  let content: React.ReactNode
  if (state.page === 'intro') {
    content = (
      <WizardIntro
        intro={wizard.intro}
        headingRef={headingRef}
        onStart={() => dispatch({ type: 'start', formPosition, hasForm: Boolean(contactForm) && !uuid })}
      />
    )
  } else if (state.page === 'form' && contactForm) {
    const lastStep = formPosition === 'lastStep'
    content = (
      <>
        <WizardContactForm
          form={contactForm}
          block={block}
          headingRef={headingRef}
          result={lastStep ? summary : undefined}
          onSent={(id) => {
            setUuid(id)
            dispatch({ type: 'formSent', formPosition: lastStep ? 'lastStep' : 'firstStep' })
          }}
        />
        <div className={styles.actions}>
          {back}
          {restartButton}
        </div>
      </>
    )
  } else if (state.page === 'success') {
    content = (
      <div className={styles.success} role="status">
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {wizard.success.headline || t('successHeading')}
        </h2>
        <p className={styles.lead}>{wizard.success.subheadline || t('successText')}</p>
        <div className={styles.actions}>{restartButton}</div>
      </div>
    )
  } else if (screen.kind === 'step') {
    content = (
      <>
        <WizardStepScreen
          key={screen.step.id}
          step={screen.step}
          number={state.index + 1}
          total={visible.length}
          chosenId={chosenChoice(screen.step, state.answers)?.id}
          pendingId={pending}
          preview={preview}
          headingRef={headingRef}
          onChoose={(choiceId) => choose(screen.step.id, choiceId)}
        />
        <div className={styles.actions}>
          {back}
          {state.index > 0 ? restartButton : null}
        </div>
      </>
    )
  } else if (screen.kind === 'result') {
    content = (
      <WizardResult ranked={ranked} important={answered.filter((a) => a.step.isImportant)} preview={preview} headingRef={headingRef}>
        {update?.state === 'failed' ? (
          <p className={styles.error} role="alert">
            {t('updateFailed')}{' '}
            <Button variant="text" onClick={() => void sendUpdate(answersKey)}>
              {t('retry')}
            </Button>
          </p>
        ) : null}
        {contactForm && formPosition === 'lastStep' ? (
          <Button className={`${styles.reveal} ${revealDelay[6]}`} onClick={() => dispatch({ type: 'openForm' })}>
            {t('contactCta')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => dispatch({ type: 'showAllAnswers' })}>
          {t('showAllAnswers')}
        </Button>
        {back}
        {restartButton}
      </WizardResult>
    )
  } else {
    content = (
      <WizardAllAnswers answered={answered} preview={preview} headingRef={headingRef}>
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('backToResult')}
        </Button>
        {restartButton}
      </WizardAllAnswers>
    )
  }

  return (
    <div className={styles.wizard} data-page={state.page} data-screen={state.page === 'wizard' ? screen.kind : state.page}>
      {content}
    </div>
  )
}
