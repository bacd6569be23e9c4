import { getErrorMessage } from '@portico/core'
import { useEmbeddedWallet } from '../../hooks/useEmbeddedWallet'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { OtpForm } from '../../ui/OtpForm/OtpForm'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../ui/Spinner/Spinner'
import { embeddedWalletViewsCss } from './embeddedWalletViewsCss'

/**
 * The EmailVerifyOtp view (spec §2, §4): the 6-digit code mailed to `email`; a right code signs
 * in through the embedded wallet and connects it (the modal then closes, or asks to sign in with
 * SIWX). 'Resend code' sends a new email, at most once per 30 s ('Please try again after N
 * seconds'). Its own lazy chunk.
 * @example
 * client.push({ view: 'EmailVerifyOtp', email: 'ada@example.com' })
 */
export default function EmailVerifyOtpView({ email }: { email: string }) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  return (
    <div className="portico-view portico-ew" data-testid="portico-view-EmailVerifyOtp">
      <ShadowStyle css={embeddedWalletViewsCss} />
      {wallet ? (
        <OtpForm
          intro={
            <>
              Enter the 6-digit code we sent to <span className="portico-ew-email">{email}</span>
            </>
          }
          onSubmit={async (code) => {
            await wallet.connectOtp(code)
            await client.connect({ connectorId: wallet.connectorId })
          }}
          onResend={async () => {
            await wallet.connectEmail(email)
          }}
          describeError={getErrorMessage}
          testId="portico-email-otp"
        />
      ) : (
        <Spinner size={24} label="Loading" />
      )}
    </div>
  )
}
