import { getErrorMessage } from '@portico/core'
import { useEmbeddedWallet } from '../../hooks/useEmbeddedWallet'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { OtpForm } from '../../ui/OtpForm/OtpForm'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../ui/Spinner/Spinner'
import { embeddedWalletViewsCss } from '../EmailVerifyOtp/embeddedWalletViewsCss'

/**
 * The UpdateEmailPrimaryOtp view (spec §4): the code sent to the current address proves the
 * change comes from its owner; then the new address gets its own code.
 * @example
 * client.push({ view: 'UpdateEmailPrimaryOtp', email: 'ada@example.com', newEmail: 'ada@new.example' })
 */
export default function UpdateEmailPrimaryOtpView({
  email,
  newEmail,
}: {
  email: string
  newEmail: string
}) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  return (
    <div className="portico-view portico-ew" data-testid="portico-view-UpdateEmailPrimaryOtp">
      <ShadowStyle css={embeddedWalletViewsCss} />
      {wallet ? (
        <OtpForm
          intro={
            <>
              To change your email, enter the 6-digit code we sent to{' '}
              <span className="portico-ew-email">{email}</span>
            </>
          }
          onSubmit={async (code) => {
            await wallet.updateEmailPrimaryOtp(code)
            client.replace({ view: 'UpdateEmailSecondaryOtp', email, newEmail })
          }}
          onResend={async () => {
            await wallet.updateEmail(newEmail)
          }}
          describeError={getErrorMessage}
          testId="portico-update-email-primary"
        />
      ) : (
        <Spinner size={24} label="Loading" />
      )}
    </div>
  )
}
