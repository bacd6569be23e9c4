import { z } from '@portico/common/zod'
import type { EIP1193Provider } from 'viem'

function isEip1193Provider(value: unknown): value is EIP1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    'request' in value &&
    typeof value.request === 'function'
  )
}

/**
 * The `detail` of an EIP-6963 `eip6963:announceProvider` event, as Portico accepts it.
 *
 * The icon must be a data URI (EIP-6963 forbids remote icons, which could track visitors).
 * @example
 * const parsed = announcedProviderSchema.safeParse(event.detail)
 * if (parsed.success) console.log(parsed.data.info.rdns)
 */
export const announcedProviderSchema = z.object({
  info: z.object({
    uuid: z.string().min(1),
    name: z.string().min(1),
    icon: z.string().regex(/^data:image\//, 'Expected a data:image URI'),
    rdns: z.string().min(1),
  }),
  provider: z.custom<EIP1193Provider>(isEip1193Provider, 'Expected an EIP-1193 provider'),
})

/**
 * A wallet announced through EIP-6963: its metadata and its EIP-1193 provider.
 * @example
 * const names = providers.map((p: AnnouncedProvider) => p.info.name)
 */
export type AnnouncedProvider = z.infer<typeof announcedProviderSchema>
