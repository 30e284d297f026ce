import { useQuery } from '@tanstack/react-query';
import { runtimeConfigQuery } from './runtimeConfig';

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
