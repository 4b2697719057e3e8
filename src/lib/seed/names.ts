/** Invented people and places for the demo gallery; any likeness to a real artist is chance. */
export const FIRST_NAMES = [
  'Adele', 'Bruno', 'Camille', 'Dario', 'Elin', 'Farah', 'Gideon', 'Hana', 'Ines', 'Jonah', 'Kaia', 'Luca',
  'Marisol', 'Niko', 'Odette', 'Pavel', 'Quinn', 'Rosalind', 'Soren', 'Talia', 'Umar', 'Vera', 'Wren', 'Ximena',
  'Yusuf', 'Zelda', 'Anouk', 'Beckett', 'Clio', 'Desmond', 'Esme', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jasper',
  'Leontine', 'Mateo', 'Noor', 'Oskar', 'Priya', 'Rafael', 'Signe', 'Theo', 'Yara', 'Margaux',
] as const

export const LAST_NAMES = [
  'Abernathy', 'Baptiste', 'Castellanos', 'Delacroix-Ward', 'Eriksen', 'Fairweather', 'Gallo', 'Holloway',
  'Ishikawa', 'Jablonski', 'Kowalczyk', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Pellegrini', 'Quintero',
  'Rasmussen', 'Salazar', 'Thornbury', 'Underhill', 'Vasquez', 'Whitlock', 'Xu', 'Yilmaz', 'Zimmermann',
  'Achterberg', 'Brennan', 'Carvalho', 'Dubois', 'Engstrom', 'Ferrante', 'Grieve', 'Haddad', 'Iversen',
  'Juarez', 'Kerrigan', 'Laurent', 'Marchetti', 'Novak', 'Osei', 'Prendergast', 'Rivera', 'Sato', 'Tamsin',
] as const

export const STUDIO_NAMES = [
  'Salt & Ochre Studio', 'Harbour Light Atelier', 'Studio Halcyon', 'Paper Moon Press', 'Kiln Street Works',
  'Atelier Verre', 'Field Notes Studio', 'Tidewater Print Co.', 'Studio Lumen', 'Blue Hour Editions',
] as const

export const CITIES = [
  'Brooklyn, NY', 'Hudson, NY', 'Portland, OR', 'Santa Fe, NM', 'Chicago, IL', 'Austin, TX', 'Asheville, NC',
  'Los Angeles, CA', 'Oakland, CA', 'Providence, RI', 'Savannah, GA', 'Detroit, MI', 'Minneapolis, MN',
  'Marfa, TX', 'Seattle, WA', 'New Orleans, LA', 'Boston, MA', 'Philadelphia, PA', 'Denver, CO', 'Kingston, NY',
  'Lisbon, Portugal', 'Copenhagen, Denmark', 'Berlin, Germany', 'Antwerp, Belgium', 'Glasgow, Scotland',
  'Marseille, France', 'Barcelona, Spain', 'Rotterdam, Netherlands', 'Bologna, Italy', 'Dublin, Ireland',
  'Oslo, Norway', 'Vienna, Austria',
] as const

export const WRITERS = ['Helena Marsh', 'Tobias Greer', 'Amara Lindholm', 'Jules Ortega', 'Nina Castellano'] as const
