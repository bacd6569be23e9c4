import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readListeningPort } from './readListeningPort'

describe('readListeningPort', () => {
  it('reads the port from a line cut between two chunks, then drains the rest', async () => {
    const output = new PassThrough()
    const port = readListeningPort(output)
    output.write('Available Accounts\n==================\nListening on 127.0.')
    output.write('0.1:41947\n')
    expect(await port).toBe(41947)
    output.write('eth_chainId\n'.repeat(10_000))
    expect(output.readableFlowing).toBe(true)
  })

  it('rejects when the output ends before naming a port', async () => {
    const output = new PassThrough()
    const port = readListeningPort(output)
    output.end('error binding to 127.0.0.1:0\n')
    await expect(port).rejects.toThrow('before it said its port')
  })
})
