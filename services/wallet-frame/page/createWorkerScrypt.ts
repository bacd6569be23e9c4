import { FrameRequestError } from './FrameRequestError'
import { type Scrypt, scryptHere } from './Scrypt'
import { scryptAnswerSchema } from './scryptJob'

/**
 * {@link Scrypt} in a module worker loaded from `url` (this origin's, so the frame's CSP allows
 * it): a new worker for each derivation, terminated as soon as it answers, so the page's thread
 * stays free and no password outlives its use. A worker that cannot start (an old browser, a
 * blocked script) falls back to this thread: a slow page is better than a wallet that cannot
 * be opened.
 * @example const scrypt = createWorkerScrypt('/frame/assets/scrypt-3f2a….js')
 */
export function createWorkerScrypt(
  url: string,
  makeWorker: (url: string) => Worker = (src) =>
    new Worker(src, { type: 'module', name: 'portico-scrypt' }),
): Scrypt {
  return (password, salt, params) =>
    new Promise<Uint8Array>((resolve, reject) => {
      let worker: Worker
      try {
        worker = makeWorker(url)
      } catch {
        resolve(scryptHere(password, salt, params))
        return
      }
      let answered = false
      worker.onmessage = (event: MessageEvent) => {
        answered = true
        worker.terminate()
        const answer = scryptAnswerSchema.safeParse(event.data)
        if (!answer.success) reject(new FrameRequestError('The key derivation gave no answer'))
        else if ('error' in answer.data) reject(new FrameRequestError(answer.data.error))
        else resolve(answer.data.out)
      }
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault()
        worker.terminate()
        if (answered) return
        answered = true
        resolve(scryptHere(password, salt, params))
      }
      // Copies, not transfers: the caller still owns (and zeroes) its buffers.
      worker.postMessage({ password: password.slice(), salt: salt.slice(), params })
    })
}
