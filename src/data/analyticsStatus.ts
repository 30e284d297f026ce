// spec §4: how the client names an analytics proxy response.
export type AnalyticsResponseStatus =
  | 'success'
  | 'rate_limit'
  | 'payload_too_large'
  | 'Timeout'
  | 'invalid'
  | 'failed'
  | 'unknown';

export function analyticsResponseStatus(httpStatus: number): AnalyticsResponseStatus {
  if (httpStatus >= 200 && httpStatus <= 299) return 'success';
  if (httpStatus === 429) return 'rate_limit';
  if (httpStatus === 413) return 'payload_too_large';
  if (httpStatus === 408) return 'Timeout';
  if (httpStatus >= 400 && httpStatus <= 499) return 'invalid';
  if (httpStatus >= 500 && httpStatus <= 599) return 'failed';
  return 'unknown';
}
