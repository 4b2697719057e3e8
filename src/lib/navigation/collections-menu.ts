/** The collections the header's Artwork menu names, in menu order, with their page slugs. */
export const MENU_COLLECTIONS = [
  { title: 'Focus', slug: 'focus' },
  { title: "Collaborator's Picks", slug: 'collaborators-picks' },
  { title: 'Realism', slug: 'realism' },
  { title: 'Color', slug: 'color' },
  { title: 'Neutral', slug: 'neutral' },
  { title: 'Large-Scale Statements', slug: 'large-scale-statements' },
  { title: 'Diptychs & Triptychs', slug: 'diptychs-triptychs' },
  { title: 'Unconventional Shapes', slug: 'unconventional-shapes' },
] as const
