import type { ViewOf } from '@portico/core'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { socialLoginStepsCss } from './socialLoginStepsCss'

/**
 * Where a social login in ConnectingSocial is: `opening` the provider's page in the pop-up,
 * the visitor `signingIn` there, the wallet `connecting` with the provider's answer.
 * @example
 * const step: SocialLoginStep = 'connecting'
 */
export type SocialLoginStep = NonNullable<ViewOf<'ConnectingSocial'>['step']>

const STEPS: readonly SocialLoginStep[] = ['opening', 'signingIn', 'connecting']

/**
 * The login's three steps as a row of bars, those reached filled: a sign that the wait moves
 * on. Decorative: the sentence beside it says the step.
 * @example
 * <SocialLoginSteps step="signingIn" />
 */
export function SocialLoginSteps({ step }: { step: SocialLoginStep }) {
  const reached = STEPS.indexOf(step)
  return (
    <ol className="portico-ew-steps" aria-hidden="true" data-step={step}>
      <ShadowStyle css={socialLoginStepsCss} />
      {STEPS.map((name, index) => (
        <li key={name} data-reached={index <= reached ? '' : undefined} />
      ))}
    </ol>
  )
}
