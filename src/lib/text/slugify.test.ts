import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('makes a URL segment from a title', () => {
    expect(slugify('Large-Scale Statements')).toBe('large-scale-statements')
    expect(slugify("Collaborator's Picks")).toBe('collaborator-s-picks')
    expect(slugify('Diptychs & Triptychs')).toBe('diptychs-and-triptychs')
  })

  it('drops accents and edge dashes', () => {
    expect(slugify('  Élodie Brûlé! ')).toBe('elodie-brule')
  })
})
