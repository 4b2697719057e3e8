/** Palettes a painter might actually mix: each is background, then accents from dark to light. */
export const PALETTES = [
  ['#f3ede2', '#1f3a4d', '#c8553d', '#e0a458', '#7a9e9f'],
  ['#e9e4d8', '#2d2a26', '#8c5e3c', '#d9b48f', '#a3a380'],
  ['#f6f1eb', '#23395b', '#406e8e', '#8ea8c3', '#cbf7ed'],
  ['#efe6dd', '#5b2333', '#a4243b', '#d8973c', '#bd632f'],
  ['#eef0eb', '#153243', '#284b63', '#b4b8ab', '#f4f9e9'],
  ['#fbf5ef', '#3d405b', '#e07a5f', '#81b29a', '#f2cc8f'],
  ['#f4f1de', '#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
  ['#ece8e1', '#3a3335', '#d81e5b', '#f0544f', '#fdf0d5'],
  ['#e8ecef', '#0b132b', '#3a506b', '#5bc0be', '#c9ada7'],
  ['#f5efe6', '#4a4e69', '#9a8c98', '#c9ada7', '#22223b'],
] as const

export type Palette = (typeof PALETTES)[number]

/** Neutral walls for room views and plinths. */
export const WALLS = ['#f2efe9', '#e9e6df', '#ebe7e0', '#dfe3e1', '#f4f0ea', '#e6e1d8'] as const
export const FLOORS = ['#b99c7b', '#8f7a66', '#cfc6b8', '#6f6254', '#a89a88'] as const
