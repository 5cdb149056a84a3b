// Every certificate query sits under ["certificates"]: a revoke, a restore or a name correction refreshes
// them all at once (the holder's list, the event's awards, the console's list, a verification page).
export const certificatesKeys = {
  all: ["certificates"] as const,
  mine: ["certificates", "mine"] as const,
  eventAwards: (eventId: string) => ["certificates", "event-awards", eventId] as const,
  eventList: (eventId: string) => ["certificates", "event-list", eventId] as const,
  byNumber: (number: string) => ["certificates", "by-number", number] as const,
};

export const certificatePath = (id: string) => `/api/certificates/${encodeURIComponent(id)}`;
