import { cardSource, railBlock } from '../rail/fields'

/** A row of exhibition cards in one state (on view, upcoming, past) or the most recent of all. */
export const ExhibitionRailBlock = railBlock({ kind: 'exhibition', dbName: 'exh_rail' }, [
  cardSource('state', { onView: 'On view', upcoming: 'Upcoming', past: 'Past', all: 'Most recent, any state' }),
])
