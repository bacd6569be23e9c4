import type { CaipNetworkId } from '@portico/common'
import fc from 'fast-check'
import { bytesToHex } from 'viem'
import type { SiwxMessageFields } from '../message/SiwxMessageFields'
import { PCHAR } from '../message/uriRules'

const dateTime = fc
  .date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString())

const domain = fc
  .tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })))
  .map(([host, port]) => (port === null ? host : `${host}:${port}`))

const uri = fc.webUrl({ withQueryParameters: true, withFragments: true })

/** Fields shared by every namespace, minus chain and address; optional ones may be absent. */
const commonFields = fc.record(
  {
    scheme: fc.constantFrom('https', 'http', 'chrome-extension', 'web+app'),
    domain,
    statement: fc.stringMatching(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]{0,80}$/),
    uri,
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,32}$/),
    issuedAt: dateTime,
    expirationTime: dateTime,
    notBefore: dateTime,
    requestId: fc.stringMatching(new RegExp(`^${PCHAR}{1,24}$`)),
    resources: fc.array(uri, { maxLength: 3 }),
  },
  { requiredKeys: ['domain', 'uri', 'nonce', 'issuedAt'] },
)

/** Any valid EIP-4361 message, address in any letter case. */
export const siweFields: fc.Arbitrary<SiwxMessageFields> = fc
  .record({
    common: commonFields,
    address: fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes)),
    upper: fc.boolean(),
    chain: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  })
  .map(({ common, address, upper, chain }) => ({
    ...common,
    version: '1',
    accountAddress: upper ? `0x${address.slice(2).toUpperCase()}` : address,
    chainId: `eip155:${chain}` as CaipNetworkId,
  }))

/** Any valid CAIP-122 message outside eip155. */
export const caip122Fields: fc.Arbitrary<SiwxMessageFields> = fc
  .record({
    common: commonFields,
    namespace: fc.oneof(
      fc.constantFrom('solana', 'bip122', 'cosmos', 'polkadot', 'near', 'tezos', 'cip34'),
      fc.stringMatching(/^[a-z][-a-z0-9]{2,7}$/).filter((ns) => ns !== 'eip155'),
    ),
    reference: fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
    address: fc.stringMatching(/^[-.%a-zA-Z0-9]{1,64}$/),
  })
  .map(({ common, namespace, reference, address }) => ({
    ...common,
    version: '1',
    accountAddress: address,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
  }))
