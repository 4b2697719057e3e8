export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>'

/** Parsed filters, whichever Algolia syntax they came from (facetFilters, numericFilters, filters). */
export type FilterNode =
  | { readonly kind: 'and'; readonly children: readonly FilterNode[] }
  | { readonly kind: 'or'; readonly children: readonly FilterNode[] }
  | { readonly kind: 'not'; readonly child: FilterNode }
  | { readonly kind: 'facet'; readonly attribute: string; readonly value: string }
  | { readonly kind: 'numeric'; readonly attribute: string; readonly operator: NumericOperator; readonly value: number }
  | { readonly kind: 'range'; readonly attribute: string; readonly min: number; readonly max: number }

export function allOf(children: FilterNode[]): FilterNode | undefined {
  if (children.length === 0) return undefined
  return children.length === 1 ? children[0] : { kind: 'and', children }
}

export function anyOf(children: FilterNode[]): FilterNode | undefined {
  if (children.length === 0) return undefined
  return children.length === 1 ? children[0] : { kind: 'or', children }
}
