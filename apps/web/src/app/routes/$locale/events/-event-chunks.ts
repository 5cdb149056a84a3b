// Not a route (the router ignores files starting with "-"). The event page's parts that load in chunks
// of their own: the registration card and action bar carry forms and dialogs, the photo section
// (with its viewer and, for uploaders, the image uploader) and the people around the event sit below the fold. The route's loader starts
// them in parallel with the page chunk, so they never hold up the first paint (page budget, ADR 0010).
// Only dynamic imports here: the loader lives in the entry chunk, and so does this module.
export const loadRegistrationCard = () => import("@/features/registration/components/registration-card.tsx");
export const loadRegistrationActionBar = () => import("@/features/registration/components/registration-action-bar.tsx");
export const loadEventPhotos = () => import("./-event-photos.tsx");
export const loadEventPeople = () => import("./-event-people.tsx");
export const loadEventAwards = () => import("@/features/certificates/components/event-awards-section.tsx");
export const loadSubmissionPanel = () => import("@/features/hackathon-submissions/components/submission-panel.tsx");
// A hackathon's layout and its tabs (docs/product/hackathons.md#the-hackathon-page): loaded only for a hackathon.
export const loadHackathonLayout = () => import("@/features/hackathon-page/components/hackathon-layout.tsx");
export const loadEventHackathon = () => import("./-event-hackathon.tsx");
// A Building Public challenge's layout and its parts (docs/product/challenges.md): loaded only for a challenge.
export const loadChallengeLayout = () => import("@/features/challenge-page/components/challenge-layout.tsx");
export const loadEventBuilding = () => import("./-event-building.tsx");
