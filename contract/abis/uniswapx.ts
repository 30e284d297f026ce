import { parseAbi } from 'viem';

/** The parts of UniswapX's ExclusiveDutchOrderReactor a filler and the app use (errors included, for decoding). */
export const exclusiveDutchOrderReactorAbi = parseAbi([
  'function execute((bytes order, bytes sig) order) payable',
  'function executeBatch((bytes order, bytes sig)[] orders) payable',
  'function permit2() view returns (address)',
  'event Fill(bytes32 indexed orderHash, address indexed filler, address indexed swapper, uint256 nonce)',
  'error DeadlineBeforeEndTime()',
  'error DeadlinePassed()',
  'error EndTimeBeforeStartTime()',
  'error IncorrectAmounts()',
  'error InputAndOutputDecay()',
  'error InsufficientEth()',
  'error InvalidReactor()',
  'error NativeTransferFailed()',
  'error NoExclusiveOverride()',
  'error OrderEndTimeBeforeStartTime()',
  // Permit2's, surfacing through the reactor when it pulls the swapper's input
  'error InvalidNonce()',
  'error InvalidSigner()',
  'error InvalidSignature()',
  'error InvalidSignatureLength()',
  'error SignatureExpired(uint256 signatureDeadline)',
  // solmate's SafeTransferLib
  'error TRANSFER_FROM_FAILED()',
]);

/** UniswapX's OrderQuoter: resolves a signed order through its reactor without filling it (it reverts to answer). */
export const orderQuoterAbi = parseAbi([
  'function quote(bytes order, bytes sig) returns (((address reactor, address swapper, uint256 nonce, uint256 deadline, address additionalValidationContract, bytes additionalValidationData) info, (address token, uint256 amount, uint256 maxAmount) input, (address token, uint256 amount, address recipient)[] outputs, bytes sig, bytes32 hash) result)',
  'function getReactor(bytes order) pure returns (address reactor)',
  'error OrdersLengthIncorrect()',
]);

/** Permit2's unordered nonces: what a UniswapX order spends, and what cancelling it spends first. */
export const permit2NonceAbi = parseAbi([
  'function nonceBitmap(address owner, uint256 word) view returns (uint256)',
  'function invalidateUnorderedNonces(uint256 wordPos, uint256 mask)',
  'event UnorderedNonceInvalidation(address indexed owner, uint256 word, uint256 mask)',
  'error InvalidNonce()',
]);
