import { formatBalance } from '@portico/common'
import { useAccount, useNetwork } from '@portico/react'

/**
 * The connection as the hooks see it: status, address, network, chain id and balance.
 * @example
 * <StatePanel />
 */
export function StatePanel() {
  const account = useAccount()
  const { caipNetwork, chainId, isUnsupported, walletCaipNetworkId } = useNetwork()
  const rows: [string, string, string][] = [
    ['Address', account.address ?? '—', 'demo-address'],
    [
      'Network',
      isUnsupported ? `Not supported (${walletCaipNetworkId})` : (caipNetwork?.name ?? '—'),
      'demo-network',
    ],
    ['Chain id', chainId === undefined ? '—' : String(chainId), 'demo-chain'],
    [
      'Balance',
      account.balance === undefined ? '—' : formatBalance(account.balance, account.balanceSymbol),
      'demo-balance',
    ],
  ]
  return (
    <section className="demo-card" aria-labelledby="demo-state-title">
      <div className="demo-card-head">
        <h2 id="demo-state-title">Connection</h2>
        <span className="demo-status" data-status={account.status} data-testid="demo-status">
          {account.status}
        </span>
      </div>
      <dl className="demo-facts">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="demo-fact">
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
