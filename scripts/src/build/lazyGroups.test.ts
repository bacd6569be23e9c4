import { describe, expect, it } from 'vitest'
import { lazyGroups, type ModuleGraph } from './lazyGroups'

/** A graph from `module: static imports | dynamic imports` lines. */
function graphOf(lines: Record<string, [string[], string[]?]>): ModuleGraph {
  return {
    statics: new Map(Object.entries(lines).map(([id, [statics]]) => [id, statics])),
    dynamics: new Map(Object.entries(lines).map(([id, [, dynamics]]) => [id, dynamics ?? []])),
  }
}

const inPackage = (id: string) => !id.startsWith('dep:')

describe('lazyGroups', () => {
  it("puts what only a lazy root loads into the root's file, and leaves its own lazy parts and the entry's modules alone", () => {
    const graph = graphOf({
      index: [['button', 'context', 'dep:react'], ['modal']],
      button: [['context']],
      context: [[]],
      modal: [
        ['useT', 'icon', 'context', 'dep:core'],
        ['sendView', 'swapView'],
      ],
      useT: [['messages']],
      messages: [[]],
      icon: [[]],
      sendView: [['useT', 'icon', 'sendForm']],
      swapView: [['icon', 'sendForm']],
      sendForm: [['formatAmount']],
      formatAmount: [[]],
    })
    const groups = lazyGroups(graph, ['index'], inPackage)
    expect(Object.fromEntries(groups)).toEqual({
      modal: 'modal',
      useT: 'modal',
      messages: 'modal',
      icon: 'modal',
    })
  })

  it('keeps a module in its own file when the entry, or another lazy root, reaches it without the root', () => {
    const graph = graphOf({
      index: [['button'], ['modal', 'start']],
      button: [[]],
      start: [['shared']],
      modal: [['shared', 'view', 'icon']],
      shared: [[]],
      view: [['icon']],
      icon: [[]],
    })
    expect(Object.fromEntries(lazyGroups(graph, ['index'], inPackage))).toEqual({
      modal: 'modal',
      view: 'modal',
      icon: 'modal',
    })
    // Once the button (first load) imports the icon, the icon is no longer the modal's alone.
    const withIcon = graphOf({
      index: [['button'], ['modal']],
      button: [['icon']],
      modal: [['view', 'icon']],
      view: [[]],
      icon: [[]],
    })
    expect(Object.fromEntries(lazyGroups(withIcon, ['index'], inPackage))).toEqual({
      modal: 'modal',
      view: 'modal',
    })
  })

  it('makes no group of a root that imports nothing of its own, and never groups other packages', () => {
    const graph = graphOf({
      index: [[], ['locale', 'client']],
      locale: [['dep:icu']],
      client: [['dep:core', 'dep:zod']],
    })
    expect(lazyGroups(graph, ['index'], inPackage).size).toBe(0)
  })
})
