// spec §8: every message the user can see comes from this one catalogue; the value is an i18n key in locales/*.json.
export const ERROR_MESSAGES = {
  somethingWentWrong: 'errors.somethingWentWrong',
  errorLoadingData: 'errors.errorLoadingData',
  dataMayBeOutdated: 'errors.dataMayBeOutdated',
  dataUnavailable: 'errors.dataUnavailable',
  failedToCopy: 'errors.failedToCopy',
  notAvailableInRegion: 'errors.notAvailableInRegion',
  connectionFailed: 'errors.connectionFailed',
  wrongPassword: 'errors.wrongPassword',
  /** spec §8 "Cloud backup": storing the sealed phrase failed. */
  backupFailed: 'errors.backupFailed',
  /** spec §8 "Cloud backup": deleting the stored backup failed. */
  deleteBackupFailed: 'errors.deleteBackupFailed',
  /** Too many attempts, with the lockout: `{ count }` minutes (under two hours)... */
  tooManyAttemptsMinutes: 'errors.tooManyAttemptsMinutes',
  /** ...or `{ count }` hours. */
  tooManyAttemptsHours: 'errors.tooManyAttemptsHours',
  failedToSwitchNetworks: 'errors.failedToSwitchNetworks',
  // transactions (spec §8 "Swap", classified by src/chain/classifyError.ts)
  transactionRejected: 'errors.transactionRejected',
  unknownError: 'errors.unknownError',
  swapExpectedToFail: 'errors.swapExpectedToFail',
  deadlinePassed: 'errors.deadlinePassed',
  slippageTooLow: 'errors.slippageTooLow',
  approvalFailed: 'errors.approvalFailed',
  confirmationTimedOut: 'errors.confirmationTimedOut',
  signatureExpired: 'errors.signatureExpired',
  insufficientFundsForGas: 'errors.insufficientFundsForGas',
  /** spec §8 "Rewards": collecting fees or rewards failed. */
  collectFailed: 'errors.collectFailed',
  /** spec §8 "Routing": rate limit. */
  rateLimited: 'errors.rateLimited',
  /** spec §8: the NFT report action failed. */
  couldNotReportNft: 'errors.couldNotReportNft',
  /** A send that reverted: nothing but the network cost left the wallet. */
  sendFailed: 'errors.sendFailed',
  /** spec §8 "Connections": a cancellation or replacement (limit orders, a pending transaction) failed. */
  cancelOrReplaceFailed: 'errors.cancelOrReplaceFailed',
  // spec §8 "Connections": Sluice as the wallet an app connects to over WalletConnect (issue 29)
  unsupportedChains: 'errors.unsupportedChains',
  connectionGeneralError: 'errors.connectionGeneralError',
  invalidQrCode: 'errors.invalidQrCode',
  unsupportedV1Connection: 'errors.unsupportedV1Connection',
  networkError: 'errors.networkError',
  /** A connected app's transaction whose simulation reverts (issue 29): said before any wallet prompt. */
  transactionExpectedToFail: 'errors.transactionExpectedToFail',
  // spec §8: buying and selling through fiat providers (issue 31, src/data/fiatOnRamp.ts)
  serviceUnavailableInRegion: 'errors.serviceUnavailableInRegion',
  noQuotesFound: 'errors.noQuotesFound',
  cannotLoadSaleTransaction: 'errors.cannotLoadSaleTransaction',
  // spec §8 "Username" (issue 32, src/account/username/usernameFailures.ts)
  usernameUnavailable: 'errors.usernameUnavailable',
  usernameAddressLimit: 'errors.usernameAddressLimit',
  usernameDeviceLimit: 'errors.usernameDeviceLimit',
  usernameChangeLimit: 'errors.usernameChangeLimit',
  avatarFailed: 'errors.avatarFailed',
  usernameClaimFailed: 'errors.usernameClaimFailed',
  // spec §8 "Import": import with a one-time code (issue 32)
  importWrongCode: 'importCode.errors.wrongCode',
  /** With the wrong code: `{ attempts }` failed attempts of `{ max }`. */
  importFailedAttempts: 'importCode.errors.failedAttempts',
  importInvalidCode: 'importCode.errors.invalidCode',
  importTimedOut: 'importCode.errors.timedOut',
  importNoCode: 'importCode.errors.noCode',
  importSeedEncryptionFailed: 'importCode.errors.seedEncryptionFailed',
  /** The new device's session took too many wrong codes: it starts again with a new one. */
  importSessionLocked: 'importCode.errors.sessionLocked',
} as const;

export type ErrorMessageId = keyof typeof ERROR_MESSAGES;
