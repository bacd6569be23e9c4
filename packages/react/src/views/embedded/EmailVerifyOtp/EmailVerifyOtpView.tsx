import { usePorticoClient } from '../../../hooks/clientHooks'
import { EmailCodeStep } from '../EmailCodeStep'
import { recoveryModeAfterLogin } from '../recoveryModeAfterLogin'

/**
 * The EmailVerifyOtp view (spec §2, §4): the 6-digit code mailed to `email`; a right code signs
 * in through the embedded wallet and connects it (the modal then closes, or asks to sign in with
 * SIWX); on a new device of an account protected by a recovery password, EmbeddedWalletRecovery
 * asks for it first ('unlock'), and a new account is protected there before it connects
 * ('create'). 'Resend code' sends a new email, at most once per 30 s ('Please try again after N
 * seconds'). Its own lazy chunk.
 * @example
 * client.push({ view: 'EmailVerifyOtp', email: 'ada@example.com' })
 */
export default function EmailVerifyOtpView({ email }: { email: string }) {
  const client = usePorticoClient()
  return (
    <EmailCodeStep
      view="EmailVerifyOtp"
      email={email}
      onSubmit={async (wallet, code) => {
        try {
          await wallet.connectOtp(code)
        } catch (error) {
          // Signed in, but the key waits: this new device needs the wallet's recovery
          // password or passkey, or a new account is protected before its key is made.
          const mode = recoveryModeAfterLogin(error)
          if (!mode) throw error
          client.push({ view: 'EmbeddedWalletRecovery', mode })
          return
        }
        await client.connect({ connectorId: wallet.connectorId })
      }}
      onResend={async (wallet) => {
        await wallet.connectEmail(email)
      }}
    />
  )
}
