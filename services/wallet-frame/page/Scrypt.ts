import { scryptAsync } from '@noble/hashes/scrypt.js'

/**
 * scrypt of `password` and `salt` into `dkLen` bytes. The frame runs it in a worker
 * ({@link createWorkerScrypt}) so the recovery password's derivation, seconds of work on a
 * slow phone, never freezes the frame or the site around it.
 * @example const out = await scrypt(password, salt, { N: 2 ** 17, r: 8, p: 1, dkLen: 64 })
 */
export type Scrypt = (
  password: Uint8Array,
  salt: Uint8Array,
  params: { N: number; r: number; p: number; dkLen: number },
) => Promise<Uint8Array>

/** Up to N = 2^20 with r = 8 (the largest parameters the service accepts): 1 GiB. */
export const SCRYPT_MAX_MEMORY = 2 ** 30

/**
 * scrypt on the calling thread: the worker's own implementation, and where no worker can run
 * (the page's unit tests under Node).
 * @example const out = await scryptHere(password, salt, { N: 1024, r: 8, p: 1, dkLen: 64 })
 */
export const scryptHere: Scrypt = (password, salt, params) =>
  scryptAsync(password, salt, { ...params, maxmem: SCRYPT_MAX_MEMORY })
