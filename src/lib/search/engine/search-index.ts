import { parseQueryWords, type QueryWord } from '../text/query-words'
import type { IndexSettings, RankingRule, SearchRecord, TypoTolerance } from '../types'
import { Bitset } from './bitset'
import { type Candidates, collectCandidates, typoLimit, withTyposAtMost } from './candidates'
import { IndexColumns } from './columns'
import type { FacetColumn, FacetTally } from './facet-column'
import type { FacetCounts, FacetStats } from './facet-count'
import { facetResults } from './facet-results'
import { type FacetValueCount, matchingFacetValues } from './facet-values'
import type { FilterNode } from './filter'
import { evaluateFilter } from './filter-eval'
import { bestPositions, rankColumn, rankingComparator, staticComparator } from './ranking'
import { ScratchBuffers } from './scratch'
import { StaticOrder } from './static-order'
import { TextIndex } from './text-index'
import { topK } from './top-k'

export type EngineQuery = {
  readonly query: string
  /** The index's setting when absent. */
  readonly typoTolerance?: TypoTolerance
  readonly filter?: FilterNode
  /** A replica's sort, applied before the text criteria. */
  readonly sort?: RankingRule
}

export type EngineSearch = EngineQuery & {
  readonly facets?: readonly string[]
  readonly maxValuesPerFacet?: number
  readonly offset: number
  readonly length: number
}

export type EngineResult<R extends SearchRecord> = {
  readonly hits: R[]
  readonly nbHits: number
  readonly facets: Record<string, FacetCounts>
  readonly facetsStats: Record<string, FacetStats>
  /** The query's words as the hits matched them: what highlighting marks. */
  readonly words: readonly QueryWord[]
}

type Matched = { readonly candidates: Candidates; readonly words: readonly QueryWord[] }

/** Rebuild once dead slots (removed or replaced records) outnumber live ones. */
const COMPACT_MIN_DEAD = 1024

/**
 * One index: records in slots (append-only; a replaced or removed record leaves a dead slot that
 * the `alive` bitset excludes), a text index of the searchable attributes and typed-array columns.
 */
export class SearchIndex<R extends SearchRecord = SearchRecord> {
  private records: (R | undefined)[] = []
  private slotOf = new Map<string, number>()
  private alive = new Bitset(64)
  private dead = 0
  private writes = 0
  private text: TextIndex
  private columns: IndexColumns
  private orders = new Map<string, StaticOrder>()
  private unfilteredCounts = new Map<string, { version: number; tally: FacetTally }>()
  private readonly scratch = new ScratchBuffers()

  constructor(readonly settings: IndexSettings) {
    this.text = new TextIndex(settings.searchableAttributes)
    this.columns = new IndexColumns(settings, this.records)
  }

  /** Goes up with every write: cached facet counts here, and the API's answer cache, key on it. */
  get version(): number {
    return this.writes
  }

  get size(): number {
    return this.slotOf.size
  }

  get termCount(): number {
    return this.text.termCount
  }

  get(objectID: string): R | undefined {
    const slot = this.slotOf.get(objectID)
    return slot === undefined ? undefined : this.records[slot]
  }

  /** Every live record, in slot order: for builders that derive one index from another. */
  *liveRecords(): Generator<R> {
    for (const record of this.records) if (record !== undefined) yield record
  }

  replaceAll(records: Iterable<R>): void {
    this.reset()
    for (const record of records) {
      this.markDead(record.objectID)
      this.append(record)
    }
  }

  upsert(record: R): void {
    this.markDead(record.objectID)
    this.append(record)
    this.compactIfSparse()
  }

  remove(objectID: string): boolean {
    const removed = this.markDead(objectID)
    this.compactIfSparse()
    return removed
  }

  search(request: EngineSearch): EngineResult<R> {
    const tolerance = this.typoTolerance(request)
    const allowed = this.allowed(request.filter)
    const { candidates, words } = this.matched(allowed, request.query, tolerance)
    const { facets, facetsStats } = facetResults(this.columns, candidates, {
      facets: request.facets ?? [],
      maxValuesPerFacet: request.maxValuesPerFacet ?? 100,
      numericAttributes: this.settings.numericAttributes,
      countAll: words.length === 0 && !request.filter ? (column) => this.countAll(column) : undefined,
    })
    const end = Math.min(request.offset + request.length, this.settings.paginationLimitedTo ?? 1000)
    const slots =
      words.length === 0
        ? this.staticOrder(request.sort).page(allowed, request.offset, end)
        : this.rank(candidates, request.sort, tolerance === 'strict', request.offset, end)
    const hits = slots.map((slot) => this.records[slot]).filter((record): record is R => record !== undefined)
    return { hits, nbHits: candidates.count, facets, facetsStats, words }
  }

  /** Values of `facet` whose words start with the words of `facetQuery`, counted under `request`. */
  searchFacetValues(
    facet: string,
    facetQuery: string,
    request: EngineQuery,
    max: number,
  ): FacetValueCount[] | undefined {
    const column = this.columns.facet(facet)
    if (!column) return undefined
    if (parseQueryWords(request.query).length === 0 && !request.filter)
      return matchingFacetValues(column, this.countAll(column), facetQuery, max)
    const { candidates } = this.matched(this.allowed(request.filter), request.query, this.typoTolerance(request))
    return matchingFacetValues(column, column.count(candidates.slots, candidates.count), facetQuery, max)
  }

  private allowed(filter: FilterNode | undefined): Bitset {
    const allowed = new Bitset(this.records.length)
    allowed.words.set(this.alive.words.subarray(0, allowed.words.length))
    if (filter) {
      const columns = this.columns
      const slotOfObject = (objectID: string) => this.slotOf.get(objectID)
      allowed.and(
        evaluateFilter(filter, {
          size: columns.size,
          facet: (a) => columns.facet(a),
          numeric: (a) => columns.numeric(a),
          slotOfObject,
        }),
      )
    }
    return allowed
  }

  private typoTolerance(request: EngineQuery): TypoTolerance {
    return request.typoTolerance ?? this.settings.typoTolerance ?? true
  }

  /**
   * The allowed slots every word of `query` matches; under 'min' or 'strict' only those with the fewest
   * typos, so that 'paint' finds no 'print' once something holds 'paint'.
   */
  private matched(allowed: Bitset, query: string, tolerance: TypoTolerance): Matched {
    const words = parseQueryWords(query, tolerance !== false)
    const size = this.records.length
    const scored = this.text.scoreWords(words, (position) => this.scratch.word(position, size))
    const all = collectCandidates(allowed, scored, this.text.attributeWordCounts, this.scratch.candidates(size))
    if (tolerance !== 'min' && tolerance !== 'strict') return { candidates: all, words }
    const limit = typoLimit(all, tolerance === 'min' ? 1 : 2)
    if (limit === undefined) return { candidates: all, words }
    const candidates = withTyposAtMost(all, limit)
    // Hits kept without a typo highlight none of the typo matches they may also hold.
    return { candidates, words: limit === 0 ? words.map((word) => ({ ...word, maxTypos: 0 })) : words }
  }

  private rank(
    candidates: Candidates,
    sort: RankingRule | undefined,
    typosFirst: boolean,
    offset: number,
    end: number,
  ): number[] {
    if (!sort) {
      const order = this.staticOrder(undefined)
      const best = bestPositions(candidates, order.positionsOf(this.records.length), end)
      return best.slice(offset).map((position) => order.slotAt(position))
    }
    const numeric = (attribute: string) => this.columns.numeric(attribute)
    const order = topK(
      candidates.count,
      end,
      rankingComparator(candidates, rankColumn(sort, numeric), this.customRanking(), typosFirst),
    )
    return Array.from(order.subarray(offset), (position) => candidates.slots[position] ?? 0)
  }

  private customRanking() {
    return this.settings.customRanking.map((rule) => rankColumn(rule, (attribute) => this.columns.numeric(attribute)))
  }

  private staticOrder(sort: RankingRule | undefined): StaticOrder {
    const key = sort ? `${sort.attribute}:${sort.direction}` : ''
    let order = this.orders.get(key)
    if (!order) {
      const sortColumn = sort && rankColumn(sort, (attribute) => this.columns.numeric(attribute))
      order = StaticOrder.build(this.slotOf.values(), staticComparator(sortColumn, this.customRanking()))
      this.orders.set(key, order)
    }
    return order
  }

  /** Counts over every live record, reused until the next write (InstantSearch asks for them often). */
  private countAll(column: FacetColumn): FacetTally {
    const cached = this.unfilteredCounts.get(column.attribute)
    if (cached?.version === this.writes) return cached.tally
    const size = this.records.length
    const all = collectCandidates(this.allowed(undefined), [], this.text.attributeWordCounts, {
      slots: new Uint32Array(size),
      textKeys: new Uint16Array(0),
    })
    const tally = column.count(all.slots, all.count)
    this.unfilteredCounts.set(column.attribute, { version: this.writes, tally })
    return tally
  }

  private append(record: R): void {
    const slot = this.records.length
    this.records.push(record)
    this.slotOf.set(record.objectID, slot)
    this.writes++
    if (slot >>> 5 >= this.alive.words.length) this.alive = this.alive.grown(slot * 2)
    this.alive.add(slot)
    this.text.addDocument(slot, record)
    this.columns.appendSlot(record)
    for (const order of this.orders.values()) order.insert(slot)
  }

  private markDead(objectID: string): boolean {
    const slot = this.slotOf.get(objectID)
    if (slot === undefined) return false
    this.slotOf.delete(objectID)
    this.records[slot] = undefined
    this.alive.delete(slot)
    this.dead++
    this.writes++
    return true
  }

  private compactIfSparse(): void {
    if (this.dead < COMPACT_MIN_DEAD || this.dead < this.slotOf.size) return
    this.replaceAll(this.records.filter((record): record is R => record !== undefined))
  }

  private reset(): void {
    this.records = []
    this.slotOf = new Map()
    this.alive = new Bitset(64)
    this.dead = 0
    this.writes++
    this.text = new TextIndex(this.settings.searchableAttributes)
    this.columns = new IndexColumns(this.settings, this.records)
    this.orders = new Map()
    this.unfilteredCounts = new Map()
  }
}
