import {
  type UserSearchResult,
  USER_SEARCH_LIMIT,
  USER_SEARCH_MIN_CHARS,
} from "@commons/domain";
import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { judgingKeys } from "./keys.ts";

/** GET /api/users/search: public fields only; the judges already named are left out. Asks from 2 characters on. */
export function useJudgeSearch(query: string, exclude: readonly string[]) {
  const trimmed = query.trim();
  return useQuery(
    queryOptions({
      queryKey: judgingKeys.userSearch(trimmed, exclude),
      queryFn: ({ signal }) =>
        request<UserSearchResult[]>("/api/users/search", {
          query: {
            query: trimmed,
            limit: USER_SEARCH_LIMIT,
            exclude: exclude.length ? exclude.join(",") : undefined,
          },
          signal,
        }),
      enabled: trimmed.length >= USER_SEARCH_MIN_CHARS,
      placeholderData: keepPreviousData,
      meta: { silent: true },
      staleTime: 30_000,
    }),
  );
}
