import { describe, expect, it } from 'vitest';
import type { ProviderEvent, RpcAnswer } from '../messages.ts';
import { ProviderRpcError, createSluiceProvider } from './sluiceProvider.ts';

function providerAnswering(answer: RpcAnswer) {
  let emit: (event: ProviderEvent) => void = () => undefined;
  const provider = createSluiceProvider({ send: async () => answer, onEvent: (listener) => (emit = listener) });
  return { provider, emit: (event: ProviderEvent) => emit(event) };
}

describe('createSluiceProvider', () => {
  it('should throw the wallet error with its EIP-1193 code when the request is refused', async () => {
    const { provider } = providerAnswering({ error: { code: 4001, message: 'User rejected the request.' } });
    const error = await provider.request({ method: 'personal_sign' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).code).toBe(4001);
  });

  it('should tell listeners about the wallet events until they are removed', () => {
    const { provider, emit } = providerAnswering({ result: null });
    const heard: unknown[] = [];
    const listener = (data: unknown) => heard.push(data);
    provider.on('chainChanged', listener);
    emit({ name: 'chainChanged', data: '0x7a6a' });
    provider.removeListener('chainChanged', listener);
    emit({ name: 'chainChanged', data: '0x7a69' });
    expect(heard).toEqual(['0x7a6a']);
  });
});
