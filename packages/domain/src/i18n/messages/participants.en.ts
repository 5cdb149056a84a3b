import type { participantsMessagesZh } from "./participants.zh.ts";

export const participantsMessagesEn: Record<keyof typeof participantsMessagesZh, string> = {
  "participants.hidden": "You cannot see this event's participants",
  "participants.listFailed": "Failed to load the participants",
  "participants.interest.notParticipant": "Only approved participants of this event can mark people they'd like to meet",
  "participants.interest.self": "You cannot mark yourself",
  "participants.interest.targetNotFound": "This person is not a participant of this event",
  "participants.interest.marked": "Marked as interested",
  "participants.interest.unmarked": "Mark removed",
  "participants.interest.mutual": "You're interested in each other!",
  "project.notFound": "Project not found",
  "field.targetUserId": "Participant",
  "notification.mutualInterest.title": "You're interested in each other",
  "notification.mutualInterest.body": "You and {name} both marked each other at “{event}”; you can now see the contact details they chose to show.",
};
