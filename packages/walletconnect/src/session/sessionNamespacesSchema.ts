import { z } from '@portico/common/zod'

/**
 * The namespaces a wallet approved, as they arrive in a session (settle or update). Accounts are
 * CAIP-10 ids; keys are a namespace (`eip155`) or a single chain (`eip155:1`).
 * @example
 * const namespaces = sessionNamespacesSchema.parse(provider.session?.namespaces)
 */
export const sessionNamespacesSchema = z.record(
  z.string(),
  z.object({
    chains: z.array(z.string()).optional(),
    accounts: z.array(
      z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
    ),
    methods: z.array(z.string()),
    events: z.array(z.string()),
  }),
)

/**
 * Approved session namespaces after validation.
 * @example
 * const approved: SessionNamespaces = { eip155: { accounts: ['eip155:1:0xf39F…2266'], methods: [], events: [] } }
 */
export type SessionNamespaces = z.infer<typeof sessionNamespacesSchema>
