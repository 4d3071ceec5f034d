import { describe, expect, it } from 'vitest'
import { initialWizardState, wizardReducer, type WizardState } from '@/domain/wizard/flow'
import { productScore, rankProducts } from '@/domain/wizard/scoring'
import { screenAt, visibleSteps } from '@/domain/wizard/steps'
import { productNumbers, wizardMessage } from '@/domain/wizard/summary'
import { wizardContactSchema, wizardIdOfForm } from '@/domain/wizard/contactSchema'
import type { WizardStep } from '@/domain/wizard/types'

const choice = (id: string, wizardTags: string[] = []) => ({ id, name: id.toUpperCase(), wizardTags })
const step = (id: string, weight: number, choices: ReturnType<typeof choice>[], conditionalStepChoices: string[] = []): WizardStep => ({
  id,
  label: `Q-${id}`,
  weight,
  isImportant: false,
  conditionalStepChoices,
  choices,
})

// Who → (only for a gift) occasion → style.
const steps = [
  step('who', 1, [choice('self', ['self']), choice('gift', ['gift'])]),
  step('occasion', 3, [choice('engagement', ['romantic', 'occasion']), choice('thanks', ['playful'])], ['gift']),
  step('style', 2, [choice('classic', ['classic']), choice('modern', ['modern'])]),
]

describe('conditional steps (spec 3 §4)', () => {
  it('a conditional step shows only after one of its choices was chosen', () => {
    expect(visibleSteps(steps, []).map((s) => s.id)).toEqual(['who', 'style'])
    expect(visibleSteps(steps, [{ stepId: 'who', choiceId: 'self' }]).map((s) => s.id)).toEqual(['who', 'style'])
    expect(visibleSteps(steps, [{ stepId: 'who', choiceId: 'gift' }]).map((s) => s.id)).toEqual(['who', 'occasion', 'style'])
  })
  it('an answer of a step that is not visible unlocks nothing', () => {
    const chained = [...steps, step('ring', 1, [choice('x')], ['engagement'])]
    expect(visibleSteps(chained, [{ stepId: 'occasion', choiceId: 'engagement' }]).map((s) => s.id)).toEqual(['who', 'style'])
    expect(
      visibleSteps(chained, [
        { stepId: 'who', choiceId: 'gift' },
        { stepId: 'occasion', choiceId: 'engagement' },
      ]).map((s) => s.id),
    ).toEqual(['who', 'occasion', 'style', 'ring'])
  })
  it('the index runs over visible steps: result at the step count, all answers at count + 1', () => {
    const visible = visibleSteps(steps, [])
    expect(screenAt(visible, 0)).toEqual({ kind: 'step', step: steps[0] })
    expect(screenAt(visible, 1)).toEqual({ kind: 'step', step: steps[2] })
    expect(screenAt(visible, 2)).toEqual({ kind: 'result' })
    expect(screenAt(visible, 3)).toEqual({ kind: 'allAnswers' })
  })
})

describe('the flow (spec 3 §2.1, §4)', () => {
  const reduce = wizardReducer(steps)
  const run = (...events: Parameters<typeof reduce>[1][]) => events.reduce(reduce, initialWizardState)
  const start = { type: 'start', formPosition: 'lastStep', hasForm: true } as const

  it('choosing stores the answer and advances; a gift adds the occasion step', () => {
    const state = run(start, { type: 'choose', stepId: 'who', choiceId: 'gift' })
    expect(state).toEqual({ page: 'wizard', index: 1, answers: [{ stepId: 'who', choiceId: 'gift' }] })
    const done = [
      { type: 'choose', stepId: 'occasion', choiceId: 'engagement' } as const,
      { type: 'choose', stepId: 'style', choiceId: 'classic' } as const,
    ].reduce(reduce, state)
    expect(done.index).toBe(3)
    expect(screenAt(visibleSteps(steps, done.answers), done.index)).toEqual({ kind: 'result' })
    expect(reduce(done, { type: 'showAllAnswers' }).index).toBe(4)
  })
  it('back drops the latest answer and goes one step back; from all answers back to the result', () => {
    const done = run(start, { type: 'choose', stepId: 'who', choiceId: 'self' }, { type: 'choose', stepId: 'style', choiceId: 'modern' })
    expect(done.index).toBe(2)
    const back = reduce(done, { type: 'back' })
    expect(back).toEqual({ page: 'wizard', index: 1, answers: [{ stepId: 'who', choiceId: 'self' }] })
    expect(reduce(reduce(done, { type: 'showAllAnswers' }), { type: 'back' })).toEqual(done)
    expect(reduce(reduce(back, { type: 'back' }), { type: 'back' }).page).toBe('intro')
  })
  it('a choice for a step that is not the current one is ignored; restart resets everything', () => {
    const state = run(start, { type: 'choose', stepId: 'style', choiceId: 'modern' })
    expect(state).toEqual({ page: 'wizard', index: 0, answers: [] })
    const answered: WizardState = run(start, { type: 'choose', stepId: 'who', choiceId: 'self' })
    expect(reduce(answered, { type: 'restart' })).toEqual(initialWizardState)
  })
  it('with formPosition firstStep the form comes first, then the questions; at the last step sending shows success', () => {
    const first = run({ type: 'start', formPosition: 'firstStep', hasForm: true })
    expect(first.page).toBe('form')
    expect(reduce(first, { type: 'formSent', formPosition: 'firstStep' })).toEqual({ page: 'wizard', index: 0, answers: [] })
    expect(run({ type: 'start', formPosition: 'firstStep', hasForm: false }).page).toBe('wizard')
    expect(reduce(run(start), { type: 'formSent', formPosition: 'lastStep' }).page).toBe('success')
  })
})

describe('scoring (spec 3 §4)', () => {
  const answers = [
    { stepId: 'who', choiceId: 'gift' },
    { stepId: 'occasion', choiceId: 'engagement' },
    { stepId: 'style', choiceId: 'classic' },
  ]
  it('sums the weight of each step whose chosen answer matches a tag of the product', () => {
    expect(productScore({ mpn: 'a', wizardTags: ['gift', 'romantic', 'classic'] }, steps, answers)).toBe(1 + 3 + 2)
    // Two tags matched by one answer count that step twice; a repeated tag once.
    expect(productScore({ mpn: 'b', wizardTags: ['romantic', 'occasion', 'occasion'] }, steps, answers)).toBe(6)
    expect(productScore({ mpn: 'c', wizardTags: ['modern'] }, steps, answers)).toBe(0)
  })
  it('answers of steps no longer visible do not count', () => {
    const stale = [
      { stepId: 'who', choiceId: 'self' },
      { stepId: 'occasion', choiceId: 'engagement' },
    ]
    expect(productScore({ mpn: 'a', wizardTags: ['romantic', 'self'] }, steps, stale)).toBe(1)
  })
  it('sorts by descending score, ties in the given order, top 3, no product without a match', () => {
    const products = [
      { mpn: 'tie-1', wizardTags: ['classic'] },
      { mpn: 'none', wizardTags: ['modern'] },
      { mpn: 'best', wizardTags: ['gift', 'romantic'] },
      { mpn: 'tie-2', wizardTags: ['classic'] },
      { mpn: 'tie-3', wizardTags: ['classic'] },
    ]
    const ranked = rankProducts(products, steps, answers)
    expect(ranked.map((r) => [r.product.mpn, r.score])).toEqual([
      ['best', 4],
      ['tie-1', 2],
      ['tie-2', 2],
    ])
    expect(rankProducts([...products].reverse(), steps, answers).map((r) => r.product.mpn)).toEqual(['best', 'tie-3', 'tie-2'])
    expect(rankProducts(products, steps, [])).toEqual([])
  })
})

describe('the submission (spec 3 §3)', () => {
  it('message: the custom message, then one line per answered question; products comma separated', () => {
    const answers = [
      { stepId: 'who', choiceId: 'self' },
      { stepId: 'style', choiceId: 'modern' },
    ]
    expect(wizardMessage('Anfrage aus dem Ringfinder', steps, answers)).toBe('Anfrage aus dem Ringfinder\n\nQ-who: SELF\nQ-style: MODERN')
    expect(wizardMessage('', steps, answers)).toBe('Q-who: SELF\nQ-style: MODERN')
    expect(productNumbers([{ mpn: '10-1101-00-1-GG' }, { mpn: '10-1301-00-1-WG' }])).toBe('10-1101-00-1-GG,10-1301-00-1-WG')
  })
  it('the form: salutation, names and e-mail required; the agreement only when the wizard asks for it', () => {
    const person = { gender: 'W', first_name: 'Clara', last_name: 'Weiß', email: 'clara@example.com' }
    expect(wizardContactSchema({ agreementRequired: false }).safeParse(person).success).toBe(true)
    const missing = wizardContactSchema({ agreementRequired: true }).safeParse({ email: 'clara@' })
    expect(missing.success).toBe(false)
    const keys = Object.fromEntries(missing.error!.issues.map((i) => [i.path[0], i.message]))
    expect(keys).toEqual({
      gender: 'form-general.required-field',
      first_name: 'form-general.required-field',
      last_name: 'form-general.required-field',
      email: 'password-forgot.error.email-invalid',
      data_agreement: 'form-general.required-field',
    })
    expect(wizardIdOfForm('wizard-12')).toBe('12')
    expect(wizardIdOfForm('contact')).toBeNull()
    expect(wizardIdOfForm('wizard-../x')).toBeNull()
  })
})
