import type { CaipNetworkId } from '@portico/common'
import { checksumAddress } from 'viem'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { namespaceOfBlockchainName } from './blockchainNames'
import { EVM_ADDRESS_PATTERN } from './fieldRules'
import type { ParsedSiwxMessage } from './SiwxMessageFields'
import { validateSiwxMessageFields } from './validateSiwxMessageFields'

const HEADER =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your (.+) account:$/
const OPTIONAL_TAGS = [
  ['expirationTime', 'Expiration Time: '],
  ['notBefore', 'Not Before: '],
  ['requestId', 'Request ID: '],
] as const

function fail(line: number, details: string): never {
  throw new InvalidSiwxMessageError({ details: `line ${line}: ${details}` })
}

/**
 * Read a CAIP-122 / EIP-4361 message back into its fields, strictly: every line in the
 * standard's order, nothing missing, nothing extra, no trailing newline, EIP-55 addresses for
 * eip155, and every field valid. Throws {@link InvalidSiwxMessageError} naming the line at fault.
 * @example
 * const fields = parseSiwxMessage(text)
 * fields.chainId // 'eip155:1'
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage {
  const lines = text.split('\n')
  let index = 0
  const next = (): string | undefined => lines[index++]
  const expectTagged = (tag: string): string => {
    const line = next()
    if (line === undefined || !line.startsWith(tag)) fail(index, `expected "${tag.trim()}"`)
    return line.slice(tag.length)
  }

  const header = HEADER.exec(next() ?? '')
  if (!header) fail(1, 'expected "<domain> wants you to sign in with your <chain> account:"')
  const [, scheme, domain = '', blockchainName = ''] = header
  const namespace = namespaceOfBlockchainName(blockchainName)
  if (namespace === undefined) fail(1, `unknown account kind "${blockchainName}"`)
  const accountAddress = next() ?? ''
  if (namespace === 'eip155' && EVM_ADDRESS_PATTERN.test(accountAddress)) {
    if (checksumAddress(accountAddress as `0x${string}`) !== accountAddress) {
      fail(2, `address is not EIP-55 checksummed: ${accountAddress}`)
    }
  }
  if (next() !== '') fail(3, 'expected an empty line after the address')

  let statement: string | undefined
  if (lines[index] !== '' || lines[index + 1] === '') {
    statement = next()
    if (next() !== '') fail(index, 'expected an empty line after the statement')
  } else {
    index++
  }

  const uri = expectTagged('URI: ')
  const version = expectTagged('Version: ')
  const reference = expectTagged('Chain ID: ')
  const nonce = expectTagged('Nonce: ')
  const issuedAt = expectTagged('Issued At: ')
  const optional: Partial<Record<(typeof OPTIONAL_TAGS)[number][0], string>> = {}
  for (const [key, tag] of OPTIONAL_TAGS) {
    if (lines[index]?.startsWith(tag)) optional[key] = expectTagged(tag)
  }
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index++
    resources = []
    while (lines[index]?.startsWith('- ')) resources.push((next() ?? '').slice(2))
  }
  if (index < lines.length) fail(index + 1, `unexpected line "${lines[index]}"`)

  const { fields } = validateSiwxMessageFields({
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    nonce,
    issuedAt,
    ...optional,
    ...(resources === undefined ? {} : { resources }),
  })
  return fields
}
