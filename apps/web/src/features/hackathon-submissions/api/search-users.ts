import { type UserSearchResult, USER_SEARCH_LIMIT, USER_SEARCH_MIN_CHARS } from "@commons/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { submissionKeys } from "./keys.ts";

/** GET /api/users/search?query=&limit=10&exclude=: public fields only; the people already chosen are left out. */
export function searchUsers(query: string, exclude: readonly string[], signal?: AbortSignal): Promise<UserSearchResult[]> {
  return request<UserSearchResult[]>("/api/users/search", {
    query: { query, limit: USER_SEARCH_LIMIT, exclude: exclude.length ? exclude.join(",") : undefined },
    signal,
  });
}

/** Asks only from USER_SEARCH_MIN_CHARS characters on; the caller debounces `query`. */
export function useUserSearch(query: string, exclude: readonly string[]) {
  const trimmed = query.trim();
  return useQuery(
    queryOptions({
      queryKey: submissionKeys.userSearch(trimmed, exclude),
      queryFn: ({ signal }) => searchUsers(trimmed, exclude, signal),
      enabled: trimmed.length >= USER_SEARCH_MIN_CHARS,
      placeholderData: keepPreviousData,
      meta: { silent: true },
      staleTime: 30_000,
    }),
  );
}
