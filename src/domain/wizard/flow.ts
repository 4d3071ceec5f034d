import { allAnswersIndex, resultIndex, visibleSteps } from '@/domain/wizard/steps'
import type { WizardAnswer, WizardStep } from '@/domain/wizard/types'

/** The wizard's pages (spec 3 §2.1); 'form' is also the page id a link can open. */
export type WizardPage = 'intro' | 'form' | 'wizard' | 'success'
export type WizardFormPosition = 'firstStep' | 'lastStep'

export type WizardState = { page: WizardPage; index: number; answers: WizardAnswer[] }

export const initialWizardState: WizardState = { page: 'intro', index: 0, answers: [] }

export type WizardEvent =
  | { type: 'start'; formPosition: WizardFormPosition; hasForm: boolean }
  | { type: 'formSent'; formPosition: WizardFormPosition }
  | { type: 'openForm' }
  | { type: 'choose'; stepId: string; choiceId: string }
  | { type: 'back' }
  | { type: 'showAllAnswers' }
  | { type: 'restart' }

/** Spec 3 §2.1 and §4 as one transition function; `steps` are all the wizard's steps. */
export function wizardReducer(steps: readonly WizardStep[]) {
  return (state: WizardState, event: WizardEvent): WizardState => {
    switch (event.type) {
      case 'start':
        // With formPosition firstStep the form comes first (spec 3 §4).
        return { page: event.hasForm && event.formPosition === 'firstStep' ? 'form' : 'wizard', index: 0, answers: [] }
      case 'formSent':
        // Before the wizard: on to the first question. After it: the success screen.
        return event.formPosition === 'firstStep' ? { ...state, page: 'wizard', index: 0 } : { ...state, page: 'success' }
      case 'openForm':
        return { ...state, page: 'form' }
      case 'choose': {
        if (state.page !== 'wizard') return state
        const visible = visibleSteps(steps, state.answers)
        if (visible[state.index]?.id !== event.stepId) return state
        // Choosing again on the current step replaces that answer; answers after it go.
        const kept = state.answers.filter((a) => visible.findIndex((s) => s.id === a.stepId) < state.index)
        return { ...state, answers: [...kept, { stepId: event.stepId, choiceId: event.choiceId }], index: state.index + 1 }
      }
      case 'back': {
        if (state.page === 'form') return { ...state, page: state.answers.length ? 'wizard' : 'intro' }
        if (state.page !== 'wizard') return state
        if (state.index === 0) return { ...state, page: 'intro' }
        const visible = visibleSteps(steps, state.answers)
        // From all answers back to the result, which drops nothing.
        if (state.index >= allAnswersIndex(visible)) return { ...state, index: resultIndex(visible) }
        return { ...state, answers: state.answers.slice(0, -1), index: state.index - 1 }
      }
      case 'showAllAnswers':
        return { ...state, index: allAnswersIndex(visibleSteps(steps, state.answers)) }
      case 'restart':
        return initialWizardState
    }
  }
}
