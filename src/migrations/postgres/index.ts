import * as migration_20261122_005923_initial from './20261122_005923_initial';

export const migrations = [
  {
    up: migration_20261122_005923_initial.up,
    down: migration_20261122_005923_initial.down,
    name: '20261122_005923_initial'
  },
];
