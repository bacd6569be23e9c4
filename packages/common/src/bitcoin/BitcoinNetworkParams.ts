import { z } from '../schemas/zodMini'

/**
 * The parameters that make an address or a key belong to one Bitcoin-family network. The field
 * names are those `@scure/btc-signer` takes as its network, so the object can be handed to it.
 * The dev stack's regtest chain is a Litecoin node, so none of this may be a constant.
 * @example
 * const params: BitcoinNetworkParams = bitcoinMainnetParams
 */
export type BitcoinNetworkParams = {
  /** CAIP-2 id: `bip122:` and the first 32 hex digits of the genesis block hash. */
  caipNetworkId: `bip122:${string}`
  name: string
  /** Human-readable part of native segwit addresses (`bc`, `tb`, `rltc`). */
  bech32: string
  /** Base58check version byte of P2PKH addresses. */
  pubKeyHash: number
  /** Base58check version byte of P2SH addresses. */
  scriptHash: number
  /** Version byte of WIF private keys. */
  wif: number
}

const versionByte = z.number().check(z.int(), z.minimum(0), z.maximum(255))

/**
 * Validates network parameters read from configuration.
 * @example
 * bitcoinNetworkParamsSchema.parse({ caipNetworkId: 'bip122:530827f38f93b43ed12af0b3ad25a288', name: 'Regtest', bech32: 'rltc', pubKeyHash: 111, scriptHash: 58, wif: 239 })
 */
export const bitcoinNetworkParamsSchema = z.object({
  caipNetworkId: z.pipe(
    z
      .string()
      .check(z.regex(/^bip122:[0-9a-f]{32}$/, 'Expected bip122: and 32 lower-case hex digits')),
    z.transform((id: string) => id as `bip122:${string}`),
  ),
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  bech32: z.string().check(z.regex(/^[a-z0-9]{1,16}$/, 'Expected a lower-case bech32 prefix')),
  pubKeyHash: versionByte,
  scriptHash: versionByte,
  wif: versionByte,
}) satisfies z.ZodMiniType<BitcoinNetworkParams, unknown>
