// A headless WalletConnect wallet for the tests: a real sign-client (2.21.8) on the local relay, holding a devnet
// account in memory. It approves the app's session and answers its requests by signing with viem, as a phone wallet
// would; every request and answer is recorded so a test can verify the signatures itself.
import { SignClient } from '@walletconnect/sign-client';
import { createWalletClient, defineChain, type Hex, http, type TypedDataDefinition } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { DeploymentManifest } from '../../../contract/deployment.ts';

export type AnsweredRequest = { method: string; params: unknown[]; chainId: number; result: unknown };

export type HeadlessWallet = {
  address: Hex;
  /** Pairs with the URI the app shows and approves the session it proposes. */
  pair: (uri: string) => Promise<void>;
  answered: AnsweredRequest[];
  close: () => Promise<void>;
};

export async function startHeadlessWallet(options: {
  relayUrl: string;
  manifest: DeploymentManifest;
  mnemonic: string;
  addressIndex: number;
  /** The chains the wallet approves (all the devnet's by default). */
  chainIds?: number[];
  /** The person declines the session in the wallet. */
  rejectSessions?: boolean;
}): Promise<HeadlessWallet> {
  const account = mnemonicToAccount(options.mnemonic, { addressIndex: options.addressIndex });
  const chains = Object.values(options.manifest.chains).filter(
    (c) => !options.chainIds || options.chainIds.includes(c.chainId),
  );
  const client = await SignClient.init({
    projectId: 'sluice-local',
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `headless-wallet-${Date.now()}`,
    storageOptions: { database: ':memory:' },
    metadata: { name: 'Headless wallet', description: 'Test wallet', url: 'http://127.0.0.1', icons: [] },
  });
  const answered: AnsweredRequest[] = [];

  client.on('session_proposal', async ({ id, params }) => {
    if (options.rejectSessions) {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
      return;
    }
    const requested = { ...params.requiredNamespaces.eip155, ...params.optionalNamespaces.eip155 };
    const chainIds = chains.map((c) => `eip155:${c.chainId}`);
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains: chainIds,
          accounts: chainIds.map((c) => `${c}:${account.address}`),
          methods: requested.methods ?? ['personal_sign'],
          events: requested.events ?? [],
        },
      },
    });
  });

  client.on('session_request', async ({ id, topic, params }) => {
    const chainId = Number(params.chainId.split(':')[1]);
    const { method } = params.request;
    const args = (params.request.params ?? []) as unknown[];
    const chain = chains.find((c) => c.chainId === chainId)!;
    let result: unknown;
    try {
      if (method === 'personal_sign') result = await account.signMessage({ message: { raw: args[0] as Hex } });
      else if (method === 'eth_signTypedData_v4')
        result = await account.signTypedData(JSON.parse(args[1] as string) as TypedDataDefinition);
      else if (method === 'eth_sendTransaction') {
        const tx = args[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex };
        const wallet = createWalletClient({
          account,
          chain: defineChain({
            id: chainId,
            name: chain.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [chain.rpcUrl] } },
          }),
          transport: http(chain.rpcUrl),
        });
        const request = await wallet.prepareTransactionRequest({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
        const signed = await wallet.signTransaction(request);
        result = await wallet.sendRawTransaction({ serializedTransaction: signed });
        answered.push({ method: 'eth_signTransaction', params: args, chainId, result: signed });
      } else throw new Error(`unsupported ${method}`);
      answered.push({ method, params: args, chainId, result });
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 4001, message: (error as Error).message } },
      });
    }
  });

  return {
    address: account.address,
    pair: async (uri) => {
      await client.pair({ uri });
    },
    answered,
    close: async () => {
      await client.core.relayer.transportClose();
    },
  };
}
