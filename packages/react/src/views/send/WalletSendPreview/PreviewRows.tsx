import type { CaipNetwork, TokenBalance } from '@portico/common'
import { truncateAddress } from '@portico/common'
import { usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { NetworkIcon } from '../../../ui/NetworkIcon/NetworkIcon'
import { networkImageUrl } from '../../../ui/NetworkIcon/networkImageUrl'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'

/**
 * The facts of a send before it is signed: from, to, token, network and the fee estimate, with
 * the wallet's note on it (why the site does not pay it) when there is one, and 'Insufficient
 * balance' when the account cannot pay it.
 * @example
 * <PreviewRows from={address} to={receiver} token={token} caipNetwork={network} fee="≈ 0.000021 ETH" />
 */
export function PreviewRows({
  from,
  to,
  token,
  caipNetwork,
  fee,
  feeNote,
  feeShort,
}: {
  from: string
  to: string
  token: TokenBalance
  caipNetwork: CaipNetwork
  fee: string
  feeNote?: string
  /** The account cannot pay the fee: the spec's insufficient-balance sentence under it. */
  feeShort?: boolean
}) {
  const client = usePorticoClient()
  const { t } = useT()
  // The receiver's account name, when the address came from one (spec §3 Send state).
  const toName = useStoreValue(client.stores.send, (s) =>
    s.receiverAddress === to ? s.receiverProfileName : undefined,
  )
  return (
    <dl className="portico-preview-rows" data-testid="portico-send-preview-rows">
      <div className="portico-preview-row">
        <dt>{t('send.preview.from')}</dt>
        <dd title={from}>{truncateAddress(from)}</dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('send.preview.to')}</dt>
        <dd title={to} data-testid="portico-preview-to">
          {toName ? `${toName} · ${truncateAddress(to)}` : truncateAddress(to)}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('send.preview.token')}</dt>
        <dd>
          <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} size={20} />
          {token.symbol}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('send.preview.network')}</dt>
        <dd>
          <NetworkIcon
            caipNetworkId={caipNetwork.caipNetworkId}
            name={caipNetwork.name}
            imageUrl={networkImageUrl(caipNetwork, client.api.catalogue.assetImageUrl)}
            size={20}
          />
          {caipNetwork.name}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('send.preview.fee')}</dt>
        <dd data-testid="portico-preview-fee">{fee}</dd>
        {feeNote !== undefined && <dd data-testid="portico-preview-fee-note">{feeNote}</dd>}
        {feeShort && (
          <dd role="alert" data-testid="portico-preview-fee-short">
            {t('send.amount.insufficient')}
          </dd>
        )}
      </div>
    </dl>
  )
}
