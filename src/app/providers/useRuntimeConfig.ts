import { useQuery } from '@tanstack/react-query';
import { runtimeConfigQuery } from '../../data/runtimeConfig';

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}
