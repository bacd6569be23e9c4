import { z } from '@portico/common/zod-mini'
import type { Eip1193Provider } from './announcedProvider'
import { isEip1193Provider } from './isEip1193Provider'

/**
 * The `detail` of an EIP-6963 `eip6963:announceProvider` event, as Portico accepts it: the zod
 * form of what `parseAnnouncedProvider` checks, for code that already carries zod.
 *
 * The icon must be a data URI (EIP-6963 forbids remote icons, which could track visitors). Its
 * issues read as parseAnnouncedProvider's sentences under zod's English locale (classic zod sets
 * it up by itself; with zod/mini alone, `z.config(z.locales.en())`).
 * @example
 * const parsed = announcedProviderSchema.safeParse(event.detail)
 * if (parsed.success) console.log(parsed.data.info.rdns)
 */
export const announcedProviderSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    icon: z.string().check(z.regex(/^data:image\//, 'Expected a data:image URI')),
    rdns: z.string().check(z.minLength(1)),
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'Expected an EIP-1193 provider'),
})
