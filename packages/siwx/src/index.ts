export { InvalidSiwxMessageError } from './errors/InvalidSiwxMessageError'
export { SiwxVerificationError, type SiwxVerificationFailure } from './errors/SiwxVerificationError'
export { blockchainNameOf, namespaceOfBlockchainName } from './message/blockchainNames'
export { formatSiweMessage } from './message/formatSiweMessage'
export { formatSiwxMessage } from './message/formatSiwxMessage'
export { isDateTime, parseDateTime } from './message/parseDateTime'
export { parseSiweMessage } from './message/parseSiweMessage'
export { parseSiwxMessage } from './message/parseSiwxMessage'
export type { ParsedSiwxMessage, SiwxMessageFields } from './message/SiwxMessageFields'
export { isAuthority, isUri } from './message/uriRules'
export {
  type ValidSiwxMessage,
  validateSiwxMessageFields,
} from './message/validateSiwxMessageFields'
