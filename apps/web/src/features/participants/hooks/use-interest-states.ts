import type { ParticipantInterests } from "@commons/domain";
import { useMemo } from "react";
import type { InterestState } from "../components/participant-card.tsx";

/** My marks by person id: whom I marked, whether they marked me back, and then what they chose to show. */
export function useInterestStates(data: ParticipantInterests | undefined): (userId: string) => InterestState {
  return useMemo(() => {
    const marked = new Map(data?.interestedIn.map((entry) => [entry.user.id, entry.mutual]) ?? []);
    const contacts = new Map(data?.interestedBy.map((entry) => [entry.user.id, entry.contact]) ?? []);
    return (userId: string) => {
      const interested = marked.has(userId);
      const mutual = interested && (marked.get(userId) === true || contacts.has(userId));
      return { interested, mutual, contact: contacts.get(userId) ?? null };
    };
  }, [data]);
}
