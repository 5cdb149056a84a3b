import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { saveInviteCode } from "@/lib/invite-storage.ts";
import { sessionQueryKey } from "@/lib/session.ts";
import { eventQueryKey } from "../api/get-event.ts";
import { recordEventView } from "../api/record-view.ts";
import type { EventPageSearch } from "./event-search.ts";

interface Options {
  eventId: string;
  search: EventPageSearch;
  /**
   * The signed-in user's id, null when signed out, undefined while the session is still loading. When
   * it changes the event is refetched with the reader's state.
   */
  viewerId: string | null | undefined;
  /** Removes handled one-shot parameters from the address bar. */
  clearSearch: (keys: ReadonlyArray<keyof EventPageSearch>) => void;
}

/**
 * The event page's side effects: invite, from_login, session
 * change, view count (docs/product/event-page.md#query-parameters).
 */
export function useEventPageEffects({ eventId, search, viewerId, clearSearch }: Options): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (search.invite) saveInviteCode(eventId, search.invite);
  }, [eventId, search.invite]);

  const fromLogin = search.from_login === true;
  useEffect(() => {
    if (!fromLogin) return;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) });
      await queryClient.invalidateQueries({ queryKey: ["engagement"] });
      clearSearch(["from_login"]);
    })();
  }, [fromLogin, eventId, queryClient, clearSearch]);

  // Signing in or out in another tab (or through the header) changes what the event says about the reader.
  const lastViewer = useRef(viewerId);
  useEffect(() => {
    if (viewerId === undefined) return;
    // The session's first answer is not a change: the event already reflects it (or is being fetched).
    if (lastViewer.current === undefined) {
      lastViewer.current = viewerId;
      return;
    }
    if (lastViewer.current === viewerId) return;
    lastViewer.current = viewerId;
    void queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) });
    void queryClient.invalidateQueries({ queryKey: ["engagement"] });
  }, [viewerId, eventId, queryClient]);

  // Once per page view; the ref survives React's development double-run of effects.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === eventId) return;
    viewed.current = eventId;
    // An effect runs after the render has committed: on a landing page the first paint came from the
    // server's HTML, so this request never competes with it.
    void recordEventView(eventId);
  }, [eventId]);
}
