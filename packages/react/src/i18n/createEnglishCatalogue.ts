import type { MessageLookup } from './createTranslator'
import type { Catalogue, MessageKey } from './messages/en'

/**
 * English messages that grow by area: one object, the `base` areas merged, to which `load(areas)`
 * adds each area it fetches (once; again after a failure). `lookUp` reads that object at each
 * use, so a translator made over it reads every area loaded after it was made. (One merged
 * object weighs less in V8 than the areas kept apart, whose literals would then stay alive.)
 * @example
 * const english = createEnglishCatalogue({ button }, async () => (await import('./send')).send)
 * await english.load(['send'])
 * english.lookUp('send.amount.max') // 'Max'
 */
export function createEnglishCatalogue<Area extends string>(
  base: Readonly<Record<string, Partial<Catalogue>>>,
  importArea: (area: Area) => Promise<Partial<Catalogue>>,
): { lookUp: MessageLookup; load(areas: readonly Area[]): Promise<void> } {
  const messages: Partial<Catalogue> = Object.assign({}, ...Object.values(base))
  const loading = new Map<Area, Promise<void>>()
  const loadArea = (area: Area) => {
    let loaded = loading.get(area)
    if (!loaded) {
      loaded = importArea(area).then(
        (areaMessages) => {
          Object.assign(messages, areaMessages)
        },
        (error: unknown) => {
          loading.delete(area)
          throw error
        },
      )
      loading.set(area, loaded)
    }
    return loaded
  }
  return {
    lookUp: (key: MessageKey) => messages[key],
    load: (wanted) => Promise.all(wanted.map(loadArea)).then(() => undefined),
  }
}
