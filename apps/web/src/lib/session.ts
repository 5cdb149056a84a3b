import type { SessionUser as AuthSessionUser } from "@commons/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "./query-client.ts";
import { request } from "./request.ts";
import { useHydrating } from "./use-hydrating.ts";

// better-auth's session shape (the contract's SessionUser), trimmed to what the app reads.
export type SessionUser = Pick<AuthSessionUser, "id" | "name" | "email" | "image"> & Partial<Pick<AuthSessionUser, "username">>;

export interface Session {
  session: { id: string; expiresAt: string };
  user: SessionUser;
}

export const sessionQueryKey = ["session"] as const;

/** `null` means signed out. Kept under ['session'] so every part of the app reads one answer. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => request<Session | null>("/api/auth/get-session", { signal }),
  ...cacheTier("moderate"),
  // A missing session is an answer, not an error; other failures are shown by the pages that need it.
  meta: { silent: true },
});

export function useSession() {
  // A server-drawn page shows the visitor's view while the session is pending (ADR 0018). The render that
  // hydrates a part must match it even when the session has answered by then: that part hydrates as
  // pending and shows the reader's state in the render right after (ADR 0025).
  const query = useQuery(sessionQueryOptions);
  const hydrating = useHydrating();
  const data = hydrating ? undefined : query.data;
  return { ...query, data, isPending: hydrating || query.isPending, session: data ?? null, isSignedIn: Boolean(data?.user) };
}

/**
 * After signing in or out every cached answer may belong to the wrong person: refetch them all.
 * The session is refetched first so guards and the header switch over before anything else renders.
 */
export async function refreshAfterAuthChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  await request<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
  queryClient.setQueryData(sessionQueryKey, null);
  // Private data (notifications, profile) must not linger after sign-out.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] && isPrivateKey(query.queryKey) });
  await queryClient.invalidateQueries();
}

/**
 * First segments of the query keys that hold one person's data, dropped from the cache on sign-out:
 * notifications, profile, my registrations and tickets, check-in lists, my projects, and the organiser
 * console (my events, my organisations, the editor and manage pages).
 */
const PRIVATE_ROOTS: ReadonlySet<string> = new Set([
  "notifications",
  "profile",
  "registrations",
  "checkins",
  "projects",
  "my-events",
  "my-organizations",
  "event-edit",
  "event-manage",
]);

function isPrivateKey(key: readonly unknown[]): boolean {
  return typeof key[0] === "string" && PRIVATE_ROOTS.has(key[0]);
}
