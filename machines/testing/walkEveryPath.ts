// Walks every simple path of a machine (@xstate/graph) and checks what must hold in every state it passes through.
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom, StateNode } from 'xstate';
import { expect } from 'vitest';

/** Every atomic state a machine can rest in, as dotted paths ("connected", "form.review"); transient ones excluded. */
export function atomicStates(machine: AnyStateMachine): string[] {
  const walk = (node: StateNode, prefix: string[]): string[] => {
    const children = Object.values(node.states ?? {});
    if (children.length === 0) return node.config.always ? [] : [prefix.join('.')];
    return children.flatMap((child) => walk(child as StateNode, [...prefix, child.key]));
  };
  return walk(machine.root, []);
}

const withBigints = (_: string, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value);

function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${key}.${stateKey(child)}`;
}

export type WalkOptions<TMachine extends AnyStateMachine> = {
  input: InputFrom<TMachine>;
  /** Every event a person or an actor could produce, including `xstate.done.actor.*` and `xstate.error.actor.*`. */
  events: readonly unknown[];
  /** Must hold in every snapshot of every path. */
  invariant: (snapshot: SnapshotFrom<TMachine>) => void;
  /** States no path may reach (none by default). */
  unreachable?: string[];
  /**
   * 'simple' (default): every path that visits no snapshot twice; 'shortest': one shortest path to every distinct
   * snapshot (state and context), for machines whose simple paths are too many to walk.
   */
  paths?: 'simple' | 'shortest';
  /** Bounds machines with counters: traversal goes no further from a snapshot this returns true for. */
  stopWhen?: (snapshot: SnapshotFrom<TMachine>) => boolean;
};

/** Returns the paths walked, after checking that together they visit every atomic state and keep the invariant. */
export function walkEveryPath<TMachine extends AnyStateMachine>(machine: TMachine, options: WalkOptions<TMachine>) {
  const traverse = options.paths === 'shortest' ? getShortestPaths : getSimplePaths;
  const paths = traverse(machine, {
    input: options.input,
    events: options.events as EventFromLogic<TMachine>[],
    stopWhen: options.stopWhen as never,
    // contexts hold bigints (amounts), which JSON cannot serialize on its own
    serializeState: ((snapshot: { value: unknown; context: unknown }) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }, withBigints)) as never,
    serializeEvent: ((event: unknown) => JSON.stringify(event, withBigints)) as never,
  });
  const visited = new Set<string>();
  // the invariant is a function of the snapshot: paths share most of their snapshots (3,384 simple paths of the
  // connection machine pass through some 40,000 steps), so each distinct one is checked once
  const checked = new Set<string>();
  const check = (snapshot: { value: unknown; context: unknown }) => {
    visited.add(stateKey(snapshot.value));
    const key = JSON.stringify({ value: snapshot.value, context: snapshot.context }, withBigints);
    if (checked.has(key)) return;
    checked.add(key);
    options.invariant(snapshot as SnapshotFrom<TMachine>);
  };
  for (const path of paths) {
    for (const step of path.steps) check(step.state);
    check(path.state);
  }
  const expected = atomicStates(machine).filter((s) => !(options.unreachable ?? []).includes(s));
  expect(
    expected.filter((s) => !visited.has(s)),
    'states no path reaches',
  ).toEqual([]);
  return paths;
}
