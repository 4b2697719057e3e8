import algoliasearchHelper from 'algoliasearch-helper'
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

// The grid relies on two fields InstantSearch declares in its types but does not document (see decision
// 0007, "Private fields we rely on"). These fail loudly if an upgrade drops either.
describe('InstantSearch fields the grid relies on', () => {
  it('keeps _initialResults on the instance, null until results are injected', () => {
    const search = new InstantSearch({
      indexName: 'products',
      searchClient: { search: () => Promise.resolve({ results: [] }) },
    })
    expect(search._initialResults).toBeNull()
  })

  it('marks the placeholder results of a search not yet answered as __isArtificial', async () => {
    // The package exports no path to this module, so it is loaded by file, as the hooks load it.
    const core = path.dirname(createRequire(import.meta.url).resolve('react-instantsearch-core'))
    const file = pathToFileURL(path.join(core, 'lib', 'createSearchResults.js')).href
    const { createSearchResults } = (await import(file)) as {
      createSearchResults: (state: algoliasearchHelper.SearchParameters) => { __isArtificial?: boolean }
    }
    const state = new algoliasearchHelper.SearchParameters({ index: 'products' })
    expect(createSearchResults(state).__isArtificial).toBe(true)
  })
})
