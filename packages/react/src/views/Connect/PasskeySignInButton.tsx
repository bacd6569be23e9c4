import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { LazyEmbeddedWalletRecoveryView } from '../embedded/EmbeddedWalletRecovery/LazyEmbeddedWalletRecoveryView'

/**
 * Connect's 'Continue with a passkey' (`features.passkeys`, off by default): opens the embedded
 * wallet's passkey sign-in, where the frame, shown in place, asks for the passkey that protects
 * the wallet. Shown only beside the email field, so only where the embedded wallet is.
 * @example
 * {features.passkeys && <PasskeySignInButton />}
 */
export function PasskeySignInButton() {
  const client = usePorticoClient()
  const { t } = useT()
  return (
    <Button
      variant="secondary"
      fullWidth
      className="portico-passkey-sign-in"
      onPointerEnter={() => void LazyEmbeddedWalletRecoveryView.preload()}
      onClick={() => client.push({ view: 'EmbeddedWalletRecovery', mode: 'signIn' })}
      data-testid="portico-connect-passkey"
    >
      {t('connect.passkey')}
    </Button>
  )
}
