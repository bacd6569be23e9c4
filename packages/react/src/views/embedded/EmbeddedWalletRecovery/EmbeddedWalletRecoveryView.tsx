import { UserRejectedRequestError } from '@portico/common'
import { useEffect, useRef, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'
import { FailedStep } from '../FailedStep'
import { FrameArea } from '../FrameArea'
import { recoveryModeAfterLogin } from '../recoveryModeAfterLogin'
import { useFrameInPlace } from '../useFrameInPlace'

type Mode = 'protect' | 'unlock' | 'create' | 'signIn'

const CANCELLED = {
  protect: 'embedded.recovery.cancelledProtect',
  unlock: 'embedded.recovery.cancelledUnlock',
  create: 'embedded.recovery.cancelledCreate',
  signIn: 'embedded.recovery.cancelledSignIn',
} as const

type Step = { status: 'asking' } | { status: 'connecting' } | { status: 'failed'; error: unknown }

/**
 * The EmbeddedWalletRecovery view: the embedded wallet's frame, shown in place over this view,
 * asks for the wallet's recovery password or passkey in its own form (the page never sees
 * them). `protect` sets one (then a toast says so and the view goes back to Account); `unlock`
 * opens the key on a new device of a protected account after its login, and `create` protects
 * a new account's key (or an older unprotected one's) after its first login — both then connect
 * the AUTH connector as after a code and close the modal; `signIn` (Connect's 'Continue with a
 * passkey', `features.passkeys`) signs in with the passkey that protects the wallet — the frame
 * asks for it, and on a new device again to open the key — then connects the same way (an
 * account still to protect goes on to `create`). Cancel in the form, or a failure, hides the
 * frame and shows why with 'Try again'; Back leaves (the frame drops its form). Its own lazy
 * chunk.
 * @example
 * client.push({ view: 'EmbeddedWalletRecovery', mode: 'protect' })
 */
export default function EmbeddedWalletRecoveryView({ mode }: { mode: Mode }) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t } = useT()
  const area = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState<Step>({ status: 'asking' })
  const [attempt, setAttempt] = useState(0)
  // The toast is worded in the language of the moment it shows, not of the mount.
  const tRef = useRef(t)
  tRef.current = t

  useFrameInPlace(wallet, area, step.status === 'asking')

  // `attempt` asks again after 'Try again'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!wallet) return
    let live = true
    setStep({ status: 'asking' })
    const run = async () => {
      if (mode === 'protect') {
        await wallet.protectRecovery()
        if (!live) return
        client.stores.toast.getState().showSuccess(tRef.current('embedded.recovery.protected'))
        client.goBack()
        return
      }
      if (mode === 'signIn') {
        try {
          await wallet.connectPasskey()
        } catch (error) {
          // Signed in with the passkey, but the account is still to protect: the mode changes,
          // and with it this effect, which asks the frame's form.
          if (recoveryModeAfterLogin(error) !== 'create') throw error
          if (live) client.replace({ view: 'EmbeddedWalletRecovery', mode: 'create' })
          return
        }
      } else await wallet.unlockKey()
      if (!live) return
      setStep({ status: 'connecting' })
      await client.connect({ connectorId: wallet.connectorId })
      // Connecting closes the modal, except over this view, which the modal keeps open while
      // the frame's form is on it; the form is done now. A sign-in it opened has moved on.
      const router = client.stores.router.getState()
      if (live && router.view.view === 'EmbeddedWalletRecovery') client.close({ force: true })
    }
    run().catch((error: unknown) => {
      if (live) setStep({ status: 'failed', error })
    })
    return () => {
      live = false
    }
  }, [client, wallet, mode, attempt])

  return (
    <div
      className="portico-view portico-ew"
      data-testid="portico-view-EmbeddedWalletRecovery"
      data-mode={mode}
    >
      <ShadowStyle css={embeddedWalletViewsCss} />
      {step.status === 'failed' ? (
        <FailedStep
          message={
            step.error instanceof UserRejectedRequestError
              ? t(CANCELLED[mode])
              : describeEmbeddedError(step.error, t)
          }
          testId="portico-recovery"
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : step.status === 'connecting' ? (
        <span className="portico-ew-waiting" data-testid="portico-recovery-connecting">
          <Spinner size={16} />
          {t(mode === 'create' ? 'embedded.recovery.settingUp' : 'embedded.recovery.connecting')}
        </span>
      ) : (
        <FrameArea area={area} label={t('embedded.loading')} />
      )}
    </div>
  )
}
