import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EsploraRequestError, NoFeeEstimatesError } from './errors/esplora'
import { createEsploraClient } from './esploraClient'

describe('createEsploraClient', () => {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/fee-estimates')) return response.end('{}')
    response.statusCode = request.url?.startsWith('/tx') ? 400 : 503
    response.end(request.url?.startsWith('/tx') ? '{"message":"The node refused it"}' : 'down')
  })
  let baseUrl = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("fails with the server's message, or the path and status, and the status", async () => {
    const esplora = createEsploraClient({ baseUrl })
    const refused = await esplora.broadcast('00').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EsploraRequestError)
    expect(refused).toMatchObject({ message: 'The node refused it', status: 400 })
    const down = await esplora.tipHeight().catch((error: unknown) => error)
    expect(down).toMatchObject({ message: 'Esplora /blocks/tip/height: HTTP 503', status: 503 })
  })

  it('says when the fee estimates list no rate', async () => {
    await expect(createEsploraClient({ baseUrl }).feeRate()).rejects.toBeInstanceOf(
      NoFeeEstimatesError,
    )
  })
})
