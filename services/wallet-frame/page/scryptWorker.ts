import { scryptHere } from './Scrypt'
import { scryptJobSchema } from './scryptJob'

// The worker's own global scope; typed here because the page's code is compiled with DOM types.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null
  postMessage(message: unknown, transfer?: Transferable[]): void
}

/**
 * The frame's key-derivation worker (served as `/frame/assets/scrypt-<hash>.js`): one scrypt
 * per worker, which the frame then terminates, so no password stays in its memory.
 */
scope.onmessage = async (event) => {
  const job = scryptJobSchema.safeParse(event.data)
  if (!job.success) {
    scope.postMessage({ error: 'Invalid key derivation request' })
    return
  }
  try {
    const out = await scryptHere(job.data.password, job.data.salt, job.data.params)
    scope.postMessage({ out }, [out.buffer as ArrayBuffer])
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) })
  } finally {
    job.data.password.fill(0)
  }
}
