// The services server as a supervised unit (scripts/stack/supervisor.ts): a child process (servicesProcess.ts) started
// with TypeScript loaded by tsx, its output carried to this process's, and a channel that tells it the indexer's URL.
import { type ChildProcess, fork } from 'node:child_process';
import { resolve } from 'node:path';
import { describeExit, type RunningUnit, type Unit } from './supervisor.ts';
import type { ServicesParentMessage, ServicesProcessMessage, ServicesProcessOptions } from './servicesProcess.ts';

const ENTRY = resolve(import.meta.dirname, 'servicesProcess.ts');

export type ServicesUnit = Unit & {
  /** The running child's process id (the fault journey kills it). */
  pid: () => number | undefined;
  /** Hands the indexer's URL to the running server, and to every restart after. */
  setIndexerUrl: (url: string) => void;
};

export function servicesUnit(
  options: ServicesProcessOptions & {
    /** The child's environment (default: this process's). */
    env?: NodeJS.ProcessEnv;
    /** Called with the server's URLs each time it listens. */
    onReady?: (ready: ServicesProcessMessage['ready']) => void;
    /**
     * How long its first answer may take: a readiness wait, not a speed check (on a loaded two-core machine tsx's
     * first transform of the server and its stock check have taken over a minute).
     */
    readyTimeoutMs?: number;
  },
): ServicesUnit {
  const { env, onReady, readyTimeoutMs = 180_000, ...processOptions } = options;
  let child: ChildProcess | undefined;
  let indexerUrl = processOptions.indexerUrl;

  const start = async (): Promise<RunningUnit> => {
    const started = fork(ENTRY, [JSON.stringify({ ...processOptions, indexerUrl })], {
      execArgv: ['--import', 'tsx'],
      env: env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    const ended = new Promise<string>((settle) =>
      started.once('exit', (code, signal) => settle(describeExit(code, signal))),
    );
    const ready = await new Promise<ServicesProcessMessage['ready']>((settle, fail) => {
      const timer = setTimeout(() => fail(new Error(`no answer in ${readyTimeoutMs / 1000} s`)), readyTimeoutMs);
      started.on('message', (message: ServicesProcessMessage) => {
        if (!message?.ready) return;
        clearTimeout(timer);
        settle(message.ready);
      });
      void ended.then((how) => {
        clearTimeout(timer);
        fail(new Error(`the services server ${how} before it listened`));
      });
    });
    onReady?.(ready);
    return {
      ended,
      stop: async () => {
        if (started.exitCode !== null || started.signalCode !== null) return;
        const timer = setTimeout(() => started.kill('SIGKILL'), 10_000);
        started.kill('SIGTERM');
        await ended;
        clearTimeout(timer);
      },
    };
  };

  return {
    name: 'the services server',
    restartable: true,
    start,
    pid: () => child?.pid,
    setIndexerUrl: (url) => {
      indexerUrl = url;
      if (child?.connected) child.send({ indexerUrl: url } satisfies ServicesParentMessage);
    },
  };
}
