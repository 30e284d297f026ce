import { describe, expect, it } from 'vitest';
import { describeExit, supervise, type RunningUnit, type Unit } from './supervisor.ts';

/** A unit whose runs end when the test says, recording starts and stops. */
function fakeUnit(name: string, restartable: boolean, events: string[], failStartAfter = Infinity) {
  const runs: ((how: string) => void)[] = [];
  const unit: Unit = {
    name,
    restartable,
    start: async (): Promise<RunningUnit> => {
      if (runs.length >= failStartAfter) throw new Error('port in use');
      events.push(`start ${name}`);
      let end: (how: string) => void = () => {};
      const ended = new Promise<string>((resolve) => (end = resolve));
      runs.push(end);
      return { ended, stop: async () => void events.push(`stop ${name}`) };
    },
  };
  return { unit, die: (how: string) => runs.at(-1)!(how), starts: () => runs.length };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('supervise', () => {
  it('should start the units in order and restart one that dies, saying which and why', async () => {
    const events: string[] = [];
    const log: string[] = [];
    const chains = fakeUnit('the chains', false, events);
    const services = fakeUnit('the services server', true, events);
    const supervisor = supervise([chains.unit, services.unit], { log: (m) => log.push(m) });
    expect(await supervisor.started).toBe(true);
    services.die('was killed by SIGKILL');
    await settled();
    expect(events).toEqual(['start the chains', 'start the services server', 'start the services server']);
    expect(log).toEqual([
      'the services server was killed by SIGKILL: starting it again (restart 1 of 3)',
      'the services server is running again',
    ]);
    await supervisor.stopAll('done');
    expect(await supervisor.stopped).toBe(0);
    expect(events.slice(-2)).toEqual(['stop the services server', 'stop the chains']);
  });

  it('should stop everything, in reverse order, when a unit that cannot restart dies', async () => {
    const events: string[] = [];
    const log: string[] = [];
    const chains = fakeUnit('the chains', false, events);
    const indexer = fakeUnit('the indexer', true, events);
    const supervisor = supervise([chains.unit, indexer.unit], { log: (m) => log.push(m) });
    await supervisor.started;
    chains.die('exited with code 1');
    expect(await supervisor.stopped).toBe(1);
    expect(events).toEqual(['start the chains', 'start the indexer', 'stop the indexer']);
    expect(log).toEqual([
      'stopping everything: the chains exited with code 1, and cannot start again without losing state',
    ]);
  });

  it('should stop everything when a unit keeps dying, and not before its restarts are spent', async () => {
    const events: string[] = [];
    const log: string[] = [];
    const services = fakeUnit('the services server', true, events);
    const supervisor = supervise([services.unit], { log: (m) => log.push(m), maxRestarts: 2, windowMs: 60_000 });
    await supervisor.started;
    for (let i = 0; i < 2; i++) {
      services.die('exited with code 134');
      await settled();
    }
    expect(services.starts()).toBe(3);
    services.die('exited with code 134');
    expect(await supervisor.stopped).toBe(1);
    expect(log.at(-1)).toBe(
      'stopping everything: the services server exited with code 134 again (2 restarts in 60 s already)',
    );
  });

  it('should stop what started when a later unit cannot start, and say so', async () => {
    const events: string[] = [];
    const log: string[] = [];
    const chains = fakeUnit('the chains', false, events);
    const indexer = fakeUnit('the indexer', true, events, 0);
    const supervisor = supervise([chains.unit, indexer.unit], { log: (m) => log.push(m) });
    expect(await supervisor.started).toBe(false);
    expect(await supervisor.stopped).toBe(1);
    expect(events).toEqual(['start the chains', 'stop the chains']);
    expect(log).toEqual(['stopping everything: the indexer could not start: port in use']);
  });

  it('should not restart a unit that ends because the stack is stopping', async () => {
    const events: string[] = [];
    const services = fakeUnit('the services server', true, events);
    const supervisor = supervise([services.unit], { log: () => {} });
    await supervisor.started;
    await supervisor.stopAll('asked to stop (SIGINT)');
    services.die('exited with code 0');
    await settled();
    expect(services.starts()).toBe(1);
  });
});

describe('describeExit', () => {
  it('should name the signal when there is one, else the code', () => {
    expect(describeExit(null, 'SIGKILL')).toBe('was killed by SIGKILL');
    expect(describeExit(1, null)).toBe('exited with code 1');
  });
});
