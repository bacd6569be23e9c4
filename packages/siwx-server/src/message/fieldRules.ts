import { PCHAR, SCHEME } from './uriRules'

/** EIP-4361 `nonce`: at least 8 ASCII letters or digits. */
export const NONCE_PATTERN = /^[A-Za-z0-9]{8,}$/

/** EIP-4361 `statement`: RFC 3986 reserved / unreserved characters and spaces, no line break. */
export const STATEMENT_PATTERN = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/

/** EIP-4361 `request-id`: any number of RFC 3986 `pchar`. */
export const REQUEST_ID_PATTERN = new RegExp(`^${PCHAR}*$`)

/** RFC 3986 `scheme`. */
export const SCHEME_PATTERN = new RegExp(`^${SCHEME}$`)

/** EIP-4361 `chain-id` for eip155: a positive decimal integer without leading zeros. */
export const EIP155_REFERENCE_PATTERN = /^[1-9][0-9]*$/

/** CAIP-2 namespace and reference, CAIP-10 account address. */
export const CAIP2_NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/
export const CAIP2_REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/
export const CAIP10_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/

/** EIP-55 candidates: `0x` and 40 hex digits. */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
