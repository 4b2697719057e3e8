import * as migration_20261122_005908_initial from './20261122_005908_initial';
import * as migration_20261122_015819_page_blocks from './20261122_015819_page_blocks';

export const migrations = [
  {
    up: migration_20261122_005908_initial.up,
    down: migration_20261122_005908_initial.down,
    name: '20261122_005908_initial',
  },
  {
    up: migration_20261122_015819_page_blocks.up,
    down: migration_20261122_015819_page_blocks.down,
    name: '20261122_015819_page_blocks'
  },
];
