import * as migration_20261122_063130_initial from './20261122_063130_initial';

export const migrations = [
  {
    up: migration_20261122_063130_initial.up,
    down: migration_20261122_063130_initial.down,
    name: '20261122_063130_initial'
  },
];
