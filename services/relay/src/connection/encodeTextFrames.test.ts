import { describe, expect, it } from 'vitest'
import * as ws from 'ws'
import { encodeTextFrames } from './encodeTextFrames'

// ws exports its frame parser and writer; @types/ws does not declare them.
type FrameOptions = {
  fin: boolean
  opcode: number
  mask: boolean
  readOnly: boolean
  rsv1: boolean
}
const { Receiver, Sender } = ws as unknown as {
  Receiver: new (options: {
    isServer: boolean
  }) => NodeJS.WritableStream & {
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void
    on(event: 'error', listener: (error: Error) => void): void
  }
  Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] }
}

const texts = ['', 'a', 'é'.repeat(63), 'x'.repeat(125), 'y'.repeat(126), 'z'.repeat(70_000)]

function readFrames(bytes: Buffer): Promise<string[]> {
  const receiver = new Receiver({ isServer: false })
  const received: string[] = []
  return new Promise((resolve, reject) => {
    receiver.on('message', (data, isBinary) => {
      if (isBinary) reject(new Error('Expected text frames'))
      received.push(String(data))
      if (received.length === texts.length) resolve(received)
    })
    receiver.on('error', reject)
    receiver.write(bytes)
  })
}

describe('encodeTextFrames', () => {
  it('writes what ws reads back as the same text messages, in order', async () => {
    expect(await readFrames(encodeTextFrames(texts))).toEqual(texts)
  })

  it('produces the bytes ws itself sends for each length class', () => {
    for (const text of texts) {
      const payload = Buffer.from(text, 'utf8')
      const expected = Buffer.concat(
        Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }),
      )
      expect(encodeTextFrames([text]).equals(expected)).toBe(true)
    }
  })
})
