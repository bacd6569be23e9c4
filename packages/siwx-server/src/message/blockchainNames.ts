// The account kind each namespace names in the CAIP-122 header: "… sign in with your X account:".
const NAMES: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
  polkadot: 'Polkadot',
  algorand: 'Algorand',
  cip34: 'Cardano',
  elrond: 'Elrond',
  multiversx: 'MultiversX',
  near: 'NEAR',
  tezos: 'Tezos',
}

/**
 * The blockchain name a CAIP-122 message uses for a namespace; unknown namespaces use their own
 * id, so the header still reads back to the same namespace.
 * @example
 * blockchainNameOf('solana') // 'Solana'
 * blockchainNameOf('starknet') // 'starknet'
 */
export function blockchainNameOf(namespace: string): string {
  return NAMES[namespace] ?? namespace
}

/**
 * The namespace a CAIP-122 header's blockchain name stands for, if any.
 * @example
 * namespaceOfBlockchainName('Ethereum') // 'eip155'
 */
export function namespaceOfBlockchainName(name: string): string | undefined {
  const known = Object.entries(NAMES).find(([, value]) => value === name)
  if (known) return known[0]
  return /^[-a-z0-9]{3,8}$/.test(name) ? name : undefined
}
