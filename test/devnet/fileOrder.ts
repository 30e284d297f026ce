// The order of the devnet project's files (vitest's `sequence.sequencer`): first the files that start chains of their
// own (the shared indexer catches up meanwhile), then the files that read the shared indexer, while the shared chain
// is still the seeded one it indexed (lp-rewards, which also transacts, last of them), then the rest in the default
// order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const GROUPS = [
  ['devnet-command', 'lifecycle', 'live-market', 'market-consistency'],
  ['indexer', 'indexer-liquidity', 'lp-rewards'],
];

/** The file's place: its group, then its place in the group; files of no group after every group. */
function rankOf(file: string): number {
  const name = /test\/devnet\/([^/]+)\.test\.ts$/.exec(file)?.[1] ?? '';
  const group = GROUPS.findIndex((names) => names.includes(name));
  return group < 0 ? GROUPS.length * 100 : group * 100 + GROUPS[group]!.indexOf(name);
}

export class DevnetFileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the files of no group keep the default order
    return (await super.sort(files)).sort((a, b) => rankOf(a.moduleId) - rankOf(b.moduleId));
  }
}
