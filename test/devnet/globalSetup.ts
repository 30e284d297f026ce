// One devnet for the whole `devnet` test project, on ports of its own so it never meets `npm run devnet`.
import type { TestProject } from 'vitest/node';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { startDevnet } from '../../devnet/index.ts';

export const TEST_PORT_BASE = Number(process.env.DEVNET_TEST_PORT_BASE ?? 28545);

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DeploymentManifest;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const devnet = await startDevnet({
    portBase: TEST_PORT_BASE,
    manifestPath: `.devnet/test-deployments-${TEST_PORT_BASE}.json`,
    log: (m) => console.log(m),
  });
  console.log(
    `devnet for tests: ${devnet.warm ? 'warm' : 'cold'} start in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('devnet', devnet.manifest);
  return () => devnet.stop();
}
