// The supervisor of a running stack (issue 35): the chains, the indexer and the services server run so that one dying
// does not take the others down silently. A unit that can start again (the indexer, the services server) is restarted
// and the log says which and why; one that keeps dying (more than `maxRestarts` in `windowMs`), or one that cannot
// start again without losing what it holds (the chains), stops every unit, and the log says which brought it down.

/** A started unit: what ended it, and how to end it. */
export type RunningUnit = {
  /** Settles with how the unit ended ("exited with code 1", "was killed by SIGKILL") if it ends on its own. */
  ended: Promise<string>;
  stop: () => Promise<void>;
};

export type Unit = {
  /** As the log names it: "the services server", "the indexer", "the chains". */
  name: string;
  start: () => Promise<RunningUnit>;
  /** Whether it can start again on its own; the chains cannot (their state lives in the processes). */
  restartable: boolean;
  /** Called after each restart, with the unit running again (e.g. hand the services the indexer's new address). */
  onRestarted?: () => void;
};

export type SupervisorOptions = {
  log: (message: string) => void;
  /** Restarts allowed within `windowMs` before the stack stops: 3 in a minute by default. */
  maxRestarts?: number;
  windowMs?: number;
};

export type Supervisor = {
  /** Settles once every unit has started in order (false if one could not, and the stack stopped). */
  started: Promise<boolean>;
  /** Stops every unit (in the reverse of their start order) once; the reason is logged. */
  stopAll: (reason: string) => Promise<void>;
  /** Settles when the stack has stopped: 0 after `stopAll` asked from outside, 1 after a unit brought it down. */
  stopped: Promise<number>;
};

/** "exited with code 1", "was killed by SIGKILL": how a child process ended, for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code ?? 'unknown'}`;
}

/** Starts the units in order (each after the last has started) and watches them until `stopAll`. */
export function supervise(units: readonly Unit[], options: SupervisorOptions): Supervisor {
  const maxRestarts = options.maxRestarts ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  const running = new Map<Unit, RunningUnit>();
  let stopping = false;
  let settle: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (settle = resolve));

  const stopAll = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    options.log(`stopping everything: ${reason}`);
    for (const unit of [...units].reverse()) {
      const unitRunning = running.get(unit);
      running.delete(unit);
      await unitRunning?.stop().catch(() => undefined);
    }
    settle(code);
  };

  const watch = (unit: Unit, unitRunning: RunningUnit) => {
    const restarts: number[] = [];
    const onEnded = async (how: string) => {
      if (stopping || running.get(unit) !== unitRunning) return;
      running.delete(unit);
      if (!unit.restartable) return stopAll(`${unit.name} ${how}, and cannot start again without losing state`, 1);
      const now = Date.now();
      while (restarts.length && restarts[0]! <= now - windowMs) restarts.shift();
      if (restarts.length >= maxRestarts)
        return stopAll(`${unit.name} ${how} again (${maxRestarts} restarts in ${windowMs / 1000} s already)`, 1);
      restarts.push(now);
      options.log(`${unit.name} ${how}: starting it again (restart ${restarts.length} of ${maxRestarts})`);
      try {
        const again = await unit.start();
        if (stopping) return void (await again.stop());
        running.set(unit, again);
        unitRunning = again;
        options.log(`${unit.name} is running again`);
        unit.onRestarted?.();
        void again.ended.then(onEnded);
      } catch (error) {
        await stopAll(`${unit.name} could not start again: ${(error as Error).message}`, 1);
      }
    };
    void unitRunning.ended.then(onEnded);
  };

  const started = (async () => {
    for (const unit of units) {
      let unitRunning: RunningUnit;
      try {
        unitRunning = await unit.start();
      } catch (error) {
        await stopAll(`${unit.name} could not start: ${(error as Error).message}`, 1);
        return false;
      }
      if (stopping) {
        await unitRunning.stop();
        return false;
      }
      running.set(unit, unitRunning);
      watch(unit, unitRunning);
    }
    return true;
  })();
  return { started, stopAll: (reason) => stopAll(reason, 0), stopped };
}
