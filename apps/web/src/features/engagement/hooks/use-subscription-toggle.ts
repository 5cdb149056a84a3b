import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { type HostTarget, subscribeToHost, type SubscriptionStatus, subscriptionKey, unsubscribeFromHost } from "../api/subscription.ts";
import { serverMessage } from "./server-message.ts";

/**
 * Subscribe to or leave a host; a failure is a toast with the
 * server's reason (docs/product/engagement.md#host-subscriptions).
 */
export function useSubscriptionToggle(target: HostTarget, hostName: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(["ui", "shared"]);
  return useMutation<SubscriptionStatus, unknown, boolean>({
    mutationFn: (subscribe) => (subscribe ? subscribeToHost(target) : unsubscribeFromHost(target)),
    onSuccess: (result) => {
      queryClient.setQueryData<SubscriptionStatus>(subscriptionKey(target), { subscribed: result.subscribed });
      toast.success(t(result.subscribed ? "engagement.subscribeDone" : "engagement.unsubscribeDone", { name: hostName }));
    },
    onError: (error) => toast.error(serverMessage(error) ?? t("engagement.subscribeFailed")),
  });
}
