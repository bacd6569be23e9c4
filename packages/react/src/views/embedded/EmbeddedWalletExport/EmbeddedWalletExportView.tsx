import { UserRejectedRequestError } from '@portico/common'
import { getErrorMessage } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'
import { FailedStep } from '../FailedStep'
import { FrameArea } from '../FrameArea'
import { useFrameInPlace } from '../useFrameInPlace'

type Step = { status: 'asking' } | { status: 'failed'; error: unknown }

/** The frame's refusal of a login older than its limit: asking again would only repeat it. */
const STALE_LOGIN = 'For your safety, sign in again to export your key'

/**
 * The EmbeddedWalletExport view: the embedded wallet's frame, shown in place over this view,
 * runs its own export (a warning, "Show key", the key as text, Done). The key stays on the
 * frame's origin; the page hears only that it was shown. Done or Cancel in the frame goes back
 * to the security controls; a refusal (a login older than the frame allows) or a failure hides
 * the frame and shows why, with 'Try again' where asking again can help. Back leaves (the frame
 * drops its view); the modal does not close under it. Its own lazy chunk.
 * @example
 * client.push({ view: 'EmbeddedWalletExport' })
 */
export default function EmbeddedWalletExportView() {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t } = useT()
  const area = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState<Step>({ status: 'asking' })
  const [attempt, setAttempt] = useState(0)

  useFrameInPlace(wallet, area, step.status === 'asking')

  // `attempt` asks again after 'Try again'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!wallet) return
    let live = true
    setStep({ status: 'asking' })
    wallet.exportKey().then(
      () => {
        if (live) client.goBack()
      },
      (error: unknown) => {
        if (!live) return
        // Cancel is the visitor's answer, not a failure to explain.
        if (error instanceof UserRejectedRequestError) client.goBack()
        else setStep({ status: 'failed', error })
      },
    )
    return () => {
      live = false
    }
  }, [client, wallet, attempt])

  const stale = step.status === 'failed' && getErrorMessage(step.error) === STALE_LOGIN
  return (
    <div className="portico-view portico-ew" data-testid="portico-view-EmbeddedWalletExport">
      <ShadowStyle css={embeddedWalletViewsCss} />
      {step.status === 'failed' ? (
        <FailedStep
          message={describeEmbeddedError(step.error, t)}
          testId="portico-export"
          onRetry={stale ? undefined : () => setAttempt((n) => n + 1)}
        />
      ) : (
        <FrameArea area={area} label={t('embedded.loading')} />
      )}
    </div>
  )
}
