import type { EventMessageInput, EventMessage } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { manageApi, manageKeys } from "./keys.ts";

export async function getMessages(id: string, signal?: AbortSignal): Promise<EventMessage[]> {
  const { messages } = await request<{ messages: EventMessage[] }>(`${manageApi.path(id)}/messages`, { signal });
  return messages;
}

export function messagesQueryOptions(id: string) {
  return queryOptions({ queryKey: manageKeys.messages(id), queryFn: ({ signal }) => getMessages(id, signal), ...cacheTier("realtime") });
}

export function useMessages(id: string) {
  return useQuery(messagesQueryOptions(id));
}

/** Sent once: a retried send would message everyone twice. */
export function sendMessage(id: string, input: EventMessageInput) {
  return request<{ message: { id: string; recipients: number } }>(`${manageApi.path(id)}/messages`, { method: "POST", body: input });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventMessageInput) => sendMessage(id, input),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: manageKeys.messages(id) }),
  });
}
