import type { GridView } from '../grid-view'

/** A server view of two facets and no cards, for the grid's logic tests. */
export function sampleView(): GridView {
  return {
    indexUiState: { refinementList: { product_type: ['Print'] } },
    status: 'idle',
    answered: true,
    nbHits: 30,
    cards: [],
    isFirstPage: true,
    isLastPage: false,
    sort: {
      options: [
        { value: 'shopify_production_products', label: 'Featured' },
        { value: 'shopify_production_products_date_desc', label: 'Newest' },
      ],
      current: 'shopify_production_products',
    },
    facets: {
      medium: {
        items: [
          { value: 'Painting', count: 20, isRefined: false },
          { value: 'Print', count: 10, isRefined: true },
        ],
        isFromSearch: false,
        canToggleShowMore: false,
        isShowingMore: false,
      },
      orientation: {
        items: [{ value: 'Square', count: 5, isRefined: false }],
        isFromSearch: false,
        canToggleShowMore: false,
        isShowingMore: false,
      },
    },
    price: { current: {}, statsMin: 100, statsMax: 9000 },
  }
}
