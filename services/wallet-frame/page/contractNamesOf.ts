import type { FrameConfig } from '../src/shared/FrameConfig'

/**
 * The contracts of `chainId` the approval view names, by lower-case address: what the operator
 * configured for that chain, and the smart accounts' EntryPoint and factory. Nothing a page
 * sends can add a name.
 * @example contractNamesOf(config, 31337).get('0xe1823c8904875cf2893a25c839b9dffa26948668') // 'Uniswap V2 router'
 */
export function contractNamesOf(
  config: Pick<FrameConfig, 'chains' | 'smartAccounts'>,
  chainId: number,
): Map<string, string> {
  const names = new Map<string, string>([
    [config.smartAccounts.entryPoint.toLowerCase(), 'EntryPoint v0.7'],
    [config.smartAccounts.factory.toLowerCase(), 'Smart account factory'],
  ])
  const chain = config.chains.find((c) => c.chainId === chainId)
  for (const { address, name } of chain?.contracts ?? []) names.set(address.toLowerCase(), name)
  return names
}
