import { z } from 'zod'
// The jitless switch for browsers lives with the kit's own `z` (zod/mini); zod's configuration is
// global, so it holds for classic schemas too.
import './zodMini'

/**
 * Classic zod's `z`, switched to its interpreted (`jitless`) parsers in browsers (see
 * `@portico/common/zod-mini`, which the kit's own schemas use) so that no schema needs
 * `unsafe-eval`.
 * @example
 * import { z } from '@portico/common/zod'
 * const okSchema = z.object({ ok: z.boolean() })
 */
export { z }
