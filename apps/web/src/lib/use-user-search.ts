import { type UserSearchResult, USER_SEARCH_LIMIT, USER_SEARCH_MIN_CHARS } from "@commons/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

/**
 * GET /api/users/search?query=&limit=10&exclude=: public fields only, the people already chosen left out.
 * Asks only from USER_SEARCH_MIN_CHARS characters on; the caller (UserSearchCombobox) debounces `query`.
 */
export function useUserSearch(query: string, exclude: readonly string[]) {
  const trimmed = query.trim();
  return useQuery(
    queryOptions({
      queryKey: ["users", "search", trimmed, [...exclude].sort().join(",")] as const,
      queryFn: ({ signal }) =>
        request<UserSearchResult[]>("/api/users/search", {
          query: { query: trimmed, limit: USER_SEARCH_LIMIT, exclude: exclude.length ? exclude.join(",") : undefined },
          signal,
        }),
      enabled: trimmed.length >= USER_SEARCH_MIN_CHARS,
      placeholderData: keepPreviousData,
      meta: { silent: true },
      staleTime: 30_000,
    }),
  );
}
