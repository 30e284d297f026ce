// spec §8: every message the user can see comes from this one catalogue; the value is an i18n key in locales/*.json.
export const ERROR_MESSAGES = {
  somethingWentWrong: 'errors.somethingWentWrong',
  errorLoadingData: 'errors.errorLoadingData',
  dataMayBeOutdated: 'errors.dataMayBeOutdated',
  dataUnavailable: 'errors.dataUnavailable',
  failedToCopy: 'errors.failedToCopy',
  notAvailableInRegion: 'errors.notAvailableInRegion',
  connectionFailed: 'errors.connectionFailed',
} as const;

export type ErrorMessageId = keyof typeof ERROR_MESSAGES;
