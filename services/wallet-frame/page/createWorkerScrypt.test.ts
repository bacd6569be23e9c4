import { describe, expect, it } from 'vitest'
import { createWorkerScrypt } from './createWorkerScrypt'
import { FrameRequestError } from './FrameRequestError'
import { scryptHere } from './Scrypt'

const params = { N: 1024, r: 8, p: 1, dkLen: 64 }
const password = () => new TextEncoder().encode('violet staple battery')
const salt = new Uint8Array(16).fill(7)

// A stand-in for the browser's Worker that answers what `reply` says to the first message.
function fakeWorker(reply: (worker: FakeWorker, job: unknown) => void) {
  const made: FakeWorker[] = []
  const make = () => {
    const worker = new FakeWorker(reply)
    made.push(worker)
    return worker as unknown as Worker
  }
  return { made, make }
}
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false
  constructor(private readonly reply: (worker: FakeWorker, job: unknown) => void) {}
  postMessage(job: unknown) {
    queueMicrotask(() => this.reply(this, job))
  }
  terminate() {
    this.terminated = true
  }
}

describe('createWorkerScrypt', () => {
  it('answers what the worker derived, sends it copies and terminates it', async () => {
    let sent: { password: Uint8Array } | undefined
    const { made, make } = fakeWorker((worker, job) => {
      sent = job as { password: Uint8Array }
      worker.onmessage?.({ data: { out: new Uint8Array([1, 2, 3]) } } as MessageEvent)
    })
    const mine = password()
    const out = await createWorkerScrypt('/frame/assets/scrypt-0.js', make)(mine, salt, params)
    expect([...out]).toEqual([1, 2, 3])
    expect(sent?.password).not.toBe(mine)
    expect(made.map((worker) => worker.terminated)).toEqual([true])
  })

  it('refuses an answer that is neither bytes nor an error, and says a worker error', async () => {
    const odd = fakeWorker((worker) => worker.onmessage?.({ data: { out: 'zz' } } as MessageEvent))
    await expect(
      createWorkerScrypt('/w.js', odd.make)(password(), salt, params),
    ).rejects.toBeInstanceOf(FrameRequestError)
    const failing = fakeWorker((worker) =>
      worker.onmessage?.({ data: { error: 'Invalid key derivation request' } } as MessageEvent),
    )
    await expect(
      createWorkerScrypt('/w.js', failing.make)(password(), salt, params),
    ).rejects.toThrow('Invalid key derivation request')
  })

  it('derives on this thread when the worker cannot start, with the same result', async () => {
    const blocked = fakeWorker((worker) =>
      worker.onerror?.({ preventDefault: () => undefined } as ErrorEvent),
    )
    const expected = await scryptHere(password(), salt, params)
    expect(await createWorkerScrypt('/w.js', blocked.make)(password(), salt, params)).toEqual(
      expected,
    )
    const throwing = () => {
      throw new Error('Workers are not allowed')
    }
    expect(await createWorkerScrypt('/w.js', throwing)(password(), salt, params)).toEqual(expected)
  })
})
