import { ExecutionRevertedError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { BatchWouldFailError } from '../smartWallet/sendCallBatch';
import { refusedBatch } from './batchRefusal';

describe('refusedBatch', () => {
  it('should turn a reverting estimate into code 3 with the node’s reason and revert data', () => {
    const node = Object.assign(
      new ExecutionRevertedError({ message: 'execution reverted: ERC20: insufficient balance' }),
      {
        data: '0x08c379a0',
      },
    );
    const refused = refusedBatch(new BatchWouldFailError('The batch would fail', { cause: node }));
    expect(refused).toMatchObject({
      code: 3,
      data: '0x08c379a0',
      message: expect.stringMatching(/^The batch is expected to fail: .*insufficient balance.*Nothing was sent\.$/),
    });
  });

  it('should pass on a failure that is no revert as it is', () => {
    const declined = new UserRejectedRequestError(new Error('declined'));
    expect(refusedBatch(declined)).toBe(declined);
    const away = new Error('fetch failed');
    expect(refusedBatch(away)).toBe(away);
  });
});
