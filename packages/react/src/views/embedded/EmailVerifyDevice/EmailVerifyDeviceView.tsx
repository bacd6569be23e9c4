import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { MailMark } from '../../../ui/MailMark/MailMark'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'

/**
 * The EmailVerifyDevice view (spec §2, §4): this browser is new to the account, so an email
 * asking to approve it went to `email`. The view waits for that approval; once given, a code is
 * mailed and EmailVerifyOtp takes over. A wait that ends without approval (30 s, spec §8) shows
 * why and lets the visitor wait again.
 * @example
 * client.push({ view: 'EmailVerifyDevice', email: 'ada@example.com' })
 */
export default function EmailVerifyDeviceView({ email }: { email: string }) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t, rich } = useT()
  const [error, setError] = useState<unknown>(undefined)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // `attempt` restarts the wait after 'Try again'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!wallet) return
    let live = true
    wallet.connectDevice().then(
      () => {
        if (live) client.replace({ view: 'EmailVerifyOtp', email })
      },
      (cause: unknown) => {
        if (live) {
          setError(cause)
          setFailed(true)
        }
      },
    )
    return () => {
      live = false
    }
  }, [client, wallet, email, attempt])

  return (
    <div className="portico-view portico-ew" data-testid="portico-view-EmailVerifyDevice">
      <ShadowStyle css={embeddedWalletViewsCss} />
      <span className="portico-ew-badge">
        <MailMark size={28} strokeWidth={1.8} />
      </span>
      <p className="portico-ew-text">
        {rich('embedded.verifyDevice.text', {
          email,
          mailbox: (chunks) => <span className="portico-ew-email">{chunks}</span>,
        })}
      </p>
      <div aria-live="polite">
        {failed ? (
          <p className="portico-field-error" role="alert" data-testid="portico-email-device-error">
            {describeEmbeddedError(error, t)}
          </p>
        ) : (
          <span className="portico-ew-waiting" data-testid="portico-email-device-waiting">
            <Spinner size={16} />
            {t('embedded.verifyDevice.waiting')}
          </span>
        )}
      </div>
      {failed && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            setError(undefined)
            setFailed(false)
            setAttempt((n) => n + 1)
          }}
          data-testid="portico-email-device-retry"
        >
          {t('embedded.verifyDevice.retry')}
        </Button>
      )}
    </div>
  )
}
