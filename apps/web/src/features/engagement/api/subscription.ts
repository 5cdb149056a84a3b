import type { SubscriptionState } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { Seed } from "./like.ts";

/** Exactly one of the two: the server answers 400 to both or neither. */
export type HostTarget = { organizationId: string } | { hostUserId: string };

export type SubscriptionStatus = SubscriptionState;

export const subscriptionKey = (target: HostTarget) => ["engagement", "subscription", target] as const;

export function getSubscriptionStatus(target: HostTarget, signal?: AbortSignal): Promise<SubscriptionStatus> {
  return request<SubscriptionStatus>("/api/event-host-subscriptions/status", { query: { ...target }, signal });
}

// Both directions are idempotent on the server (subscribing twice answers 200), so one retry is safe.
export function subscribeToHost(target: HostTarget): Promise<SubscriptionStatus> {
  return request<SubscriptionStatus>("/api/event-host-subscriptions", { method: "POST", body: target, idempotent: true });
}

export function unsubscribeFromHost(target: HostTarget): Promise<SubscriptionStatus> {
  return request<SubscriptionStatus>("/api/event-host-subscriptions", { method: "DELETE", body: target, idempotent: true });
}

export function subscriptionQueryOptions(target: HostTarget, seed: Seed<SubscriptionStatus> = {}) {
  return queryOptions({
    queryKey: subscriptionKey(target),
    queryFn: ({ signal }) => getSubscriptionStatus(target, signal),
    ...cacheTier("realtime"),
    initialData: seed.data,
    initialDataUpdatedAt: seed.updatedAt,
    // The button shows its own toast for a failed status fetch
    // (docs/product/engagement.md#host-subscriptions), not the generic one.
    meta: { silent: true },
  });
}

export function useSubscriptionStatus(target: HostTarget, enabled: boolean, seed?: Seed<SubscriptionStatus>) {
  return useQuery({ ...subscriptionQueryOptions(target, seed), enabled });
}
