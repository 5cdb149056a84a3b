import {
  type CacheTier,
  DEFAULT_CACHE_TIER,
  MUTATION_RETRY_COUNT,
  MUTATION_RETRY_DELAY_MS,
  QUERY_CACHE_TIERS,
  queryRetryDelayMs,
  shouldRetryQuery,
} from "@commons/domain";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { notifyError } from "./notify-error.tsx";

/**
 * The cache tiers (docs/product/requests-and-errors.md#cache-tiers)
 * as TanStack Query options: spread into a `queryOptions({...})`.
 */
export function cacheTier(tier: CacheTier): { staleTime: number; gcTime: number } {
  const { staleTime, gcTime } = QUERY_CACHE_TIERS[tier];
  return { staleTime, gcTime };
}

/**
 * For mutations the server makes idempotent (a repeated call changes nothing):
 * docs/product/requests-and-errors.md#query-retries allows one retry after 1 s.
 * Every other mutation is sent once — a retried POST must never create a second row.
 */
export const idempotentMutation = {
  retry: MUTATION_RETRY_COUNT,
  retryDelay: MUTATION_RETRY_DELAY_MS,
} as const;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Pages show a failed first load as an ErrorPanel; a toast is for failures the page cannot show:
    // a background refetch of data already on screen, or any mutation without its own handler.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent || query.state.data === undefined) return;
        notifyError(error, { onRetry: () => void query.fetch() });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent || mutation.options.onError) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        ...cacheTier(DEFAULT_CACHE_TIER),
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: 0 },
    },
  });
}
