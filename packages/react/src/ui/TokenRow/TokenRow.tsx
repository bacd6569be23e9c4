import { useState } from 'react'

/**
 * Props of {@link TokenRow}.
 * @example
 * const props: TokenRowProps = { name: 'Ether', symbol: 'ETH', amount: '1.25', usdValue: '$3,750.00' }
 */
export type TokenRowProps = {
  name: string
  symbol: string
  iconUrl?: string | undefined
  /** The formatted balance, without the symbol. */
  amount: string
  /** The formatted USD value; omitted when the price is unknown. */
  usdValue?: string | undefined
  testId?: string
}

/**
 * A token in the Account view's Tokens tab: icon (or the symbol's initial), name, balance with
 * symbol and, when the price is known, the USD value.
 * @example
 * <TokenRow name="Ether" symbol="ETH" iconUrl={url} amount="1.25" usdValue="$3,750.00" />
 */
export function TokenRow({ name, symbol, iconUrl, amount, usdValue, testId }: TokenRowProps) {
  // Remembers which URL failed, so a new one (the row reused for another token) is tried.
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = Boolean(iconUrl) && failedUrl !== iconUrl
  return (
    <div className="portico-token-row" data-testid={testId}>
      <span
        className="portico-token-icon"
        aria-hidden="true"
        {...(showImage ? {} : { 'data-fallback': '' })}
      >
        {showImage ? (
          <img
            src={iconUrl}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            onError={() => setFailedUrl(iconUrl)}
          />
        ) : (
          symbol.charAt(0).toUpperCase() || '?'
        )}
      </span>
      <span className="portico-token-text">
        <span className="portico-token-name">{name}</span>
        <span className="portico-token-amount">
          {amount} {symbol}
        </span>
      </span>
      {usdValue !== undefined && <span className="portico-token-value">{usdValue}</span>}
    </div>
  )
}
