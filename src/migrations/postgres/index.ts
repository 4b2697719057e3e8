import * as migration_20261122_005923_initial from './20261122_005923_initial';
import * as migration_20261122_015831_page_blocks from './20261122_015831_page_blocks';

export const migrations = [
  {
    up: migration_20261122_005923_initial.up,
    down: migration_20261122_005923_initial.down,
    name: '20261122_005923_initial',
  },
  {
    up: migration_20261122_015831_page_blocks.up,
    down: migration_20261122_015831_page_blocks.down,
    name: '20261122_015831_page_blocks'
  },
];
