import * as migration_20261122_005908_initial from './20261122_005908_initial';

export const migrations = [
  {
    up: migration_20261122_005908_initial.up,
    down: migration_20261122_005908_initial.down,
    name: '20261122_005908_initial'
  },
];
