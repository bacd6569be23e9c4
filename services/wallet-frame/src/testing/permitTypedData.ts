/**
 * An EIP-2612 permit as a dapp asks `eth_signTypedData_v4` to sign it: `owner` lets `spender`
 * move `value` (base units, as a decimal string) of the token until `deadline` (Unix seconds),
 * on chain 31337 with the token's own EIP-712 domain; with `domainType`, the domain's type is
 * listed too, as some dapps send it.
 * @example
 * const permit = permitTypedData({ token: { name: 'Portico Test Token', address }, owner, spender, value: '1000', deadline })
 */
export function permitTypedData(permit: {
  token: { name: string; address: string }
  owner: string
  spender: string
  value: string
  deadline: number
  domainType?: boolean
}) {
  const { token, owner, spender, value, deadline } = permit
  return {
    types: {
      ...(permit.domainType && {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
      }),
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: token.name, version: '1', chainId: 31337, verifyingContract: token.address },
    message: { owner, spender, value, nonce: 0, deadline },
  }
}
