import { describe, expect, it } from 'vitest'
import type { StoredMessage } from '../store/RelayStore'
import { renderSubscriptionData, toSubscriptionData } from './renderSubscriptionData'

const stored: StoredMessage = {
  seq: 7,
  topic: 'ab'.repeat(32),
  message: 'AAEC+/=',
  tag: 1108,
  publishedAt: 1_795_355_514_125,
  expiresAt: 1_795_355_814_125,
  publisher: 'did:key:z6Mk',
  publisherAddress: '127.0.0.1',
}

describe('renderSubscriptionData', () => {
  it('writes the same JSON as serializing the push data', () => {
    for (const message of ['AAEC+/=', 'quote " backslash \\ newline \n é 🙂', '']) {
      const data = { ...stored, message }
      expect(renderSubscriptionData(data)).toBe(JSON.stringify(toSubscriptionData(data)))
    }
  })
})
