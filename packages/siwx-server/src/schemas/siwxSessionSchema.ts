import { type CaipNetworkId, isCaipNetworkId } from '@portico/common'
import { z } from 'zod'

/**
 * Fields of a sign-in message (spec §3) as they travel in JSON.
 * @example siwxMessageDataSchema.parse(JSON.parse(stored).data)
 */
export const siwxMessageDataSchema = z.object({
  accountAddress: z.string().min(1),
  chainId: z.custom<CaipNetworkId>(isCaipNetworkId, 'Expected a CAIP-2 network id'),
  domain: z.string().min(1),
  uri: z.string().min(1),
  version: z.string(),
  nonce: z.string(),
  statement: z.string().exactOptional(),
  resources: z.array(z.string()).exactOptional(),
  requestId: z.string().exactOptional(),
  issuedAt: z.string().exactOptional(),
  expirationTime: z.string().exactOptional(),
  notBefore: z.string().exactOptional(),
})

/**
 * A signed-in session (spec §3: data, message, signature, cacao) as it travels in JSON.
 * @example siwxSessionSchema.array().parse(JSON.parse(localStorage.getItem(key) ?? '[]'))
 */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: z.string().min(1),
  signature: z.string().min(1),
  cacao: z.unknown().exactOptional(),
})
