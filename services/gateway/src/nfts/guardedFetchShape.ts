import { isIP } from 'node:net'
import { z } from 'zod'

// An IP address, or a range such as 10.1.0.0/16 or fd00::/8.
const addressOrRange = z
  .string()
  .max(64)
  .refine((value) => {
    const [ip = '', bits, ...rest] = value.split('/')
    const family = isIP(ip)
    if (family === 0 || rest.length > 0) return false
    if (bits === undefined) return true
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
  }, 'Expected an IP address or CIDR range')

/**
 * The settings of a guarded reader of strangers' URLs (createGuardedFetch), with the defaults of
 * one use: loopback and private ranges let through, one read's size, time and redirects.
 * @example
 * z.object({ ...guardedFetchShape({ maxBytes: 65_536, timeoutMs: 4_000, maxRedirects: 2 }) })
 */
export function guardedFetchShape(defaults: {
  maxBytes: number
  timeoutMs: number
  maxRedirects: number
}) {
  return {
    /**
     * Let 127.0.0.0/8 and ::1 be read: a development setting for devnets whose contracts point
     * at this machine (the dev stack turns it on). Private, link-local and metadata-service
     * addresses stay refused; production refuses it.
     */
    allowLoopback: z.boolean().default(false),
    /** IP addresses or CIDR ranges read although private (an internal mirror or gateway). */
    allowedAddresses: z.array(addressOrRange).max(64).default([]),
    /** Bytes of one answer past which the read is dropped. */
    maxBytes: z
      .number()
      .int()
      .positive()
      .max(16 * 1024 * 1024)
      .default(defaults.maxBytes),
    /** The whole read, redirects included. */
    timeoutMs: z.number().int().positive().max(60_000).default(defaults.timeoutMs),
    /** Redirects followed (each to a checked address) before the read is given up. */
    maxRedirects: z.number().int().min(0).max(10).default(defaults.maxRedirects),
  }
}
