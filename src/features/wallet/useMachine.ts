import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Actor, type AnyStateMachine, createActor, type InputFrom, type SnapshotFrom } from 'xstate';

/** Runs a machine for as long as the component is mounted; returns its snapshot and the actor to send events to. */
export function useMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>] {
  const create = () => createActor(machine, { input } as never) as Actor<TMachine>;
  const [actor, setActor] = useState(create);
  useEffect(() => {
    // StrictMode stops the first actor: a stopped actor cannot restart, so a fresh one takes its place
    if ((actor.getSnapshot() as { status: string }).status === 'stopped') {
      setActor(create);
      return;
    }
    actor.start();
    return () => {
      actor.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  const snapshot = useSyncExternalStore(
    (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  return [snapshot as SnapshotFrom<TMachine>, actor];
}
