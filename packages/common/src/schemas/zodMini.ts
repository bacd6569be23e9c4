import * as z from 'zod/mini'

// zod compiles object parsers with `new Function`, and decides whether it may while each object
// schema is built: under a page's strict Content Security Policy (no 'unsafe-eval') that probe
// alone is reported as a violation, even though zod catches the error. So in a browser the kit
// switches zod to its interpreted parsers before any schema is built, which is why every schema
// of the kit imports `z` from here (package.json lists this file as having side effects, so
// bundlers keep the call). The switch is zod's global configuration, shared by zod/mini and
// classic zod. Servers have no such policy and keep the compiled parsers: the relay and the
// gateway parse every request with them.
//
// The kit's own schemas use zod/mini, whose schemas are plain objects with a handful of methods:
// a page that opens the modal keeps about 270 KiB less than with classic zod, which gives every
// schema some sixty methods of its own and configures its English messages on import. The kit's
// messages come from its own error map (`validationIssueMessage`), not from zod's locale.
if (typeof document !== 'undefined') z.config({ jitless: true })

/**
 * zod/mini's `z`, switched to its interpreted (`jitless`) parsers in browsers so that no schema
 * of the kit needs `unsafe-eval`. The kit's schemas import `z` from here.
 * @example
 * import { z } from '@portico/common/zod-mini'
 * const okSchema = z.object({ ok: z.boolean(), note: z.optional(z.string().check(z.maxLength(80))) })
 */
export { z }
