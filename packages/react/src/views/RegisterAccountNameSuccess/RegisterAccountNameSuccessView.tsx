import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useT } from '../../i18n/useT'
import { Avatar } from '../../ui/Avatar/Avatar'
import { Button } from '../../ui/Button/Button'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { registerAccountNameCss } from '../RegisterAccountName/registerAccountNameCss'

/**
 * The RegisterAccountNameSuccess view (spec §2): the new name with the account's picture, and
 * the way back to Account.
 * @example
 * client.replace({ view: 'RegisterAccountNameSuccess', name: 'alice-1234.portico.id' })
 */
export default function RegisterAccountNameSuccessView({ name }: { name: string }) {
  const client = usePorticoClient()
  const { t } = useT()
  const { address } = useAccount({ namespace: 'eip155' })
  const image = useStoreValue(client.stores.account, (s) => s.accounts.eip155?.profileImage)
  return (
    <div
      className="portico-view portico-name-done"
      data-testid="portico-view-RegisterAccountNameSuccess"
    >
      <ShadowStyle css={registerAccountNameCss} />
      {address && <Avatar address={address} imageUrl={image} size={72} />}
      <p className="portico-name-done-name" data-testid="portico-register-name-done">
        {name}
      </p>
      <p className="portico-name-done-text">{t('names.success.text')}</p>
      <Button size="lg" fullWidth onClick={() => client.reset({ view: 'Account' })}>
        {t('names.success.back')}
      </Button>
    </div>
  )
}
