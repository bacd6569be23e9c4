import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxServerSession } from '../schemas/siwxApiSchemas'
import type { SiwxSessionRecord } from './SiwxServerStore'

/**
 * A stored session as the API shows it: message fields re-read from the signed text, times in
 * ISO 8601, `current` for the session of the asking token.
 * @example
 * c.json({ sessions: records.map((r) => toServerSession(r, current.id)) })
 */
export function toServerSession(record: SiwxSessionRecord, currentId: string): SiwxServerSession {
  const { scheme: _, ...data } = parseSiwxMessage(record.message)
  return {
    id: record.id,
    chainId: record.chainId,
    address: record.address,
    data,
    message: record.message,
    signature: record.signature,
    createdAt: new Date(record.createdAt).toISOString(),
    expiresAt: new Date(record.expiresAt).toISOString(),
    current: record.id === currentId,
  }
}
