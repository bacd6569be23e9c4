import type { ExchangeAsset } from './ExchangeAsset'

/**
 * The payout asset `asset` on `network`, if the exchange has it: `native`, or the token's
 * contract (EVM addresses in any case) or mint (exact).
 * @example
 * findExchangeAsset(assets, 'eip155:31337', '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')?.symbol // 'tUSDT'
 */
export function findExchangeAsset(
  assets: readonly ExchangeAsset[],
  network: string,
  asset: string,
): ExchangeAsset | undefined {
  return assets.find(
    (candidate) =>
      candidate.network === network &&
      (candidate.namespace === 'eip155'
        ? candidate.asset.toLowerCase() === asset.toLowerCase()
        : candidate.asset === asset),
  )
}
