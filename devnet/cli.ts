// `npm run devnet`: both chains in the foreground until Ctrl-C or SIGTERM, with the live market trading.
import { DevnetError, startDevnet } from './index.ts';

const log = (message: string) => console.log(message);

try {
  const started = performance.now();
  const devnet = await startDevnet({
    market: process.env.DEVNET_MARKET !== 'off',
    manifestPath: process.env.DEVNET_MANIFEST || undefined,
    log,
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the devnet`);
    await devnet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nDevnet ready in ${seconds} s (${devnet.warm ? 'warm: cached state' : 'cold: built and cached'})`);
  for (const chain of Object.values(devnet.manifest.chains)) {
    console.log(
      `  ${chain.name.padEnd(10)} chain ${chain.chainId}  ${chain.rpcUrl}  ${chain.pools.length} pools, ${chain.tokens.length} tokens`,
    );
  }
  console.log(`  manifest: ${process.env.DEVNET_MANIFEST || '.devnet/deployments.json'}\nCtrl-C stops both chains.`);
} catch (error) {
  if (error instanceof DevnetError) {
    console.error(`devnet: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
