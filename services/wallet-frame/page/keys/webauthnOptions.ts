import { z } from 'zod'

/**
 * The service's WebAuthn options, passed to the browser as they came (it checks them itself).
 * @example const { options } = await api.call('POST', path, init, z.object({ options: webauthnOptions }))
 */
export const webauthnOptions = z.looseObject({ challenge: z.string() })
