import { describe, expect, it } from 'vitest'
import { parseFrame } from './parseFrame'

describe('parseFrame', () => {
  it('classifies requests and keeps the id exactly as sent', () => {
    expect(parseFrame('{"id":"77","jsonrpc":"2.0","method":"irn_publish"}')).toMatchObject({
      kind: 'request',
      rawId: '"77"',
      request: { method: 'irn_publish' },
    })
    expect(parseFrame('{"id":9007199254740993,"jsonrpc":"2.0","method":"m"}')).toMatchObject({
      kind: 'request',
      rawId: '9007199254740993',
    })
  })

  it('classifies acks and error responses from the client', () => {
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 5,
      ok: true,
    })
    expect(parseFrame('{"id":5,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toEqual({
      kind: 'response',
      id: 5,
      ok: false,
    })
  })

  it("reads an ack in the SDK's exact shape like any other response", () => {
    const frames = [
      '{"id":1795355514125408,"jsonrpc":"2.0","result":true}',
      '{"jsonrpc":"2.0","id":1795355514125408,"result":true}',
      '{"id":1795355514125408, "jsonrpc":"2.0","result":true}',
    ]
    for (const text of frames) {
      expect(parseFrame(text)).toEqual({ kind: 'response', id: 1795355514125408, ok: true })
    }
    // Above 2^53 the id is not one the relay sent.
    expect(parseFrame('{"id":9999999999999999,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 1e16,
      ok: true,
    })
    expect(parseFrame('{"id":1,"jsonrpc":"2.0","result":true,"error":{}}')).toMatchObject({
      ok: false,
    })
  })

  it('turns anything else into the matching JSON-RPC error', () => {
    const codeOf = (text: string) => {
      const frame = parseFrame(text)
      return frame.kind === 'invalid' ? [frame.rawId, frame.error.code] : frame.kind
    }
    expect(codeOf('{')).toEqual(['null', -32700])
    expect(codeOf('[]')).toEqual(['null', -32600])
    expect(codeOf('{"id":{"x":1},"jsonrpc":"2.0","method":"m"}')).toEqual(['null', -32600])
    expect(codeOf('{"id":3,"method":"m"}')).toEqual(['3', -32600])
    expect(codeOf('{"id":3,"jsonrpc":"2.0","method":""}')).toEqual(['3', -32600])
    expect(codeOf(`{"id":"${'x'.repeat(129)}","jsonrpc":"2.0","method":"m"}`)).toEqual([
      `"${'x'.repeat(129)}"`,
      -32600,
    ])
  })
})
