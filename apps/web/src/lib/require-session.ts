import type { Locale } from "@commons/domain";
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { type Session, sessionQueryOptions } from "./session.ts";

/**
 * For a route's beforeLoad: a visitor is sent to login, with this page as the place to come back to.
 * The cached session answers instantly on client navigations; only a cold load waits for the server.
 */
export async function requireSession(queryClient: QueryClient, locale: Locale, returnTo: string): Promise<Session> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions);
  if (!session) {
    throw redirect({ to: "/$locale/auth/login", params: { locale }, search: { redirectTo: returnTo }, replace: true });
  }
  return session;
}
