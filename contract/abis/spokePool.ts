import { parseAbi } from 'viem';

/**
 * The parts of Across's SpokePool (`@across-protocol/contracts` 5.0.27, Ethereum_SpokePool behind an ERC1967 proxy on
 * the devnet) that the app, the relayer and the dataworker use. Addresses are `bytes32` in the current interface (so
 * non-EVM chains fit); an EVM address is left-padded.
 */
export const spokePoolAbi = parseAbi([
  'struct RelayData { bytes32 depositor; bytes32 recipient; bytes32 exclusiveRelayer; bytes32 inputToken; bytes32 outputToken; uint256 inputAmount; uint256 outputAmount; uint256 originChainId; uint256 depositId; uint32 fillDeadline; uint32 exclusivityDeadline; bytes message; }',
  'struct RelayerRefundLeaf { uint256 amountToReturn; uint256 chainId; uint256[] refundAmounts; uint32 leafId; address l2TokenAddress; address[] refundAddresses; }',
  'struct RelayExecutionInfo { bytes32 updatedRecipient; bytes32 updatedMessageHash; uint256 updatedOutputAmount; uint8 fillType; }',
  'function initialize(uint32 _initialDepositId, address _withdrawalRecipient)',
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'function fillRelay(RelayData relayData, uint256 repaymentChainId, bytes32 repaymentAddress)',
  'function relayRootBundle(bytes32 relayerRefundRoot, bytes32 slowRelayRoot)',
  'function executeRelayerRefundLeaf(uint32 rootBundleId, RelayerRefundLeaf relayerRefundLeaf, bytes32[] proof) payable',
  'function transferOwnership(address newOwner)',
  'function fillStatuses(bytes32 relayHash) view returns (uint256)',
  'function fillDeadlineBuffer() view returns (uint32)',
  'function depositQuoteTimeBuffer() view returns (uint32)',
  'function wrappedNativeToken() view returns (address)',
  'function numberOfDeposits() view returns (uint32)',
  'function owner() view returns (address)',
  'event FundsDeposited(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 indexed destinationChainId, uint256 indexed depositId, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 indexed depositor, bytes32 recipient, bytes32 exclusiveRelayer, bytes message)',
  'event FilledRelay(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 repaymentChainId, uint256 indexed originChainId, uint256 indexed depositId, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 exclusiveRelayer, bytes32 indexed relayer, bytes32 depositor, bytes32 recipient, bytes32 messageHash, RelayExecutionInfo relayExecutionInfo)',
  'event RelayedRootBundle(uint32 indexed rootBundleId, bytes32 indexed relayerRefundRoot, bytes32 indexed slowRelayRoot)',
  'event ExecutedRelayerRefundRoot(uint256 amountToReturn, uint256 indexed chainId, uint256[] refundAmounts, uint32 indexed rootBundleId, uint32 indexed leafId, address l2TokenAddress, address[] refundAddresses, bool deferredRefunds, address caller)',
  'error ClaimedMerkleLeaf()',
  'error DepositsArePaused()',
  'error ExpiredFillDeadline()',
  'error FillsArePaused()',
  'error InsufficientSpokePoolBalanceToExecuteLeaf()',
  'error InvalidChainId()',
  'error InvalidExclusiveRelayer()',
  'error InvalidFillDeadline()',
  'error InvalidMerkleLeaf()',
  'error InvalidMerkleProof()',
  'error InvalidQuoteTimestamp()',
  'error MsgValueDoesNotMatchInputAmount()',
  'error NotExclusiveRelayer()',
  'error RelayFilled()',
  'error SafeERC20FailedOperation(address token)',
]);

/** SpokePool's `fillStatuses` values. */
export const FILL_STATUS = { unfilled: 0n, requestedSlowFill: 1n, filled: 2n } as const;
