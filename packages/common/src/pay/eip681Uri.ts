/**
 * The EIP-681 URI a phone wallet pays from: `ethereum:<recipient>@<chainId>?value=<wei>` for
 * the native coin, `ethereum:<token>@<chainId>/transfer?address=<recipient>&uint256=<units>`
 * for an ERC-20.
 * @example
 * eip681Uri({ chainId: '8453', asset: 'native', recipient: '0x7099…79C8', units: 10n ** 16n })
 * // 'ethereum:0x7099…79C8@8453?value=10000000000000000'
 */
export function eip681Uri(args: {
  chainId: string
  asset: string
  recipient: string
  units: bigint
}): string {
  const { chainId, asset, recipient, units } = args
  return asset === 'native'
    ? `ethereum:${recipient}@${chainId}?value=${units}`
    : `ethereum:${asset}@${chainId}/transfer?address=${recipient}&uint256=${units}`
}
