import { describe, expect, it } from 'vitest'
import { parseMessageValue } from './parseMessageValue'

// The value as the insert script builds it: byte lengths in the header, then the fields.
const value = (topic: string, publisher: string, address: string, text: string) =>
  Buffer.concat([
    Buffer.from(
      `${Buffer.byteLength(topic)} ${Buffer.byteLength(publisher)} ${Buffer.byteLength(address)} 1100 1000 61000\n`,
    ),
    Buffer.from(topic + publisher + address + text),
  ])

describe('parseMessageValue', () => {
  it('reads every field back, whatever characters the text holds', () => {
    const text = 'é 🦊\nline two 1 2 3\n'
    expect(parseMessageValue(7, value('a'.repeat(64), 'did:key:zA', '::1', text))).toEqual({
      seq: 7,
      topic: 'a'.repeat(64),
      message: text,
      tag: 1100,
      publishedAt: 1000,
      expiresAt: 61000,
      publisher: 'did:key:zA',
      publisherAddress: '::1',
    })
    expect(parseMessageValue(8, value('t', 'p', 'a', ''))?.message).toBe('')
  })

  it('answers undefined for a missing or malformed value', () => {
    expect(parseMessageValue(1, null)).toBeUndefined()
    expect(parseMessageValue(1, Buffer.from('no header'))).toBeUndefined()
    expect(parseMessageValue(1, Buffer.from('1 2 3 x 5 6\nabcdef'))).toBeUndefined()
    // A negative or fractional length would read fields out of their places.
    expect(parseMessageValue(1, Buffer.from('-1 2 3 4 5 6\nabcdef'))).toBeUndefined()
    expect(parseMessageValue(1, Buffer.from('1.5 2 3 4 5 6\nabcdef'))).toBeUndefined()
    // Lengths that run past the end: cut short.
    expect(parseMessageValue(1, Buffer.from('10 2 3 4 5 6\nabc'))).toBeUndefined()
  })
})
