import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RegistrationEvent } from "../api/registration-event.ts";

/**
 * A shared link's first paint uses the event the server inlined into the HTML, which is the anonymous
 * view (`viewer: null`, no admin flag). For a signed-in person that hides their own registration, so
 * the card asks for their view once, as soon as the session is known. If the answer still has no
 * viewer, the inputs do not change and it does not ask again.
 */
export function useViewerRefresh(event: RegistrationEvent, isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  const anonymousPayload = event.viewer === null;
  useEffect(() => {
    if (isSignedIn && anonymousPayload) void queryClient.invalidateQueries({ queryKey: ["events", "detail", event.id], exact: true });
  }, [isSignedIn, anonymousPayload, event.id, queryClient]);
}
