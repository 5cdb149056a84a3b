import type { hackathonPageZh } from "./hackathon-page.zh.ts";

export const hackathonPageEn: Record<keyof typeof hackathonPageZh, string> = {
  "hackathonPage.stages": "Hackathon stages",
  "hackathonPage.stageCurrent": "Current stage",
  "hackathonPage.stageDone": "Done",
  "hackathonPage.tabs": "Hackathon sections",
  "hackathonPage.tab.overview": "Overview",
  "hackathonPage.tab.projects": "Projects",
  "hackathonPage.tab.resources": "Resources",
  "hackathonPage.tab.awards": "Awards",
  "hackathonPage.tab.results": "Results",
  "hackathonPage.gallery.title": "Submitted projects",
  "hackathonPage.gallery.count": "{count} projects",
  "hackathonPage.gallery.sort": "Sort by",
  "hackathonPage.gallery.sort.recent": "Most recent",
  "hackathonPage.gallery.sort.popular": "Most popular",
  "hackathonPage.gallery.sort.score": "Highest score",
  "hackathonPage.gallery.loadMore": "Load more",
  "hackathonPage.gallery.loadFailed": "Could not load the projects",
  "hackathonPage.gallery.retry": "Retry",
  "hackathonPage.gallery.empty.title": "No projects yet",
  "hackathonPage.gallery.empty.description":
    "Projects submitted by the teams will appear here.",
  "hackathonPage.gallery.hidden.title":
    "Projects are revealed when voting opens",
  "hackathonPage.gallery.hidden.description":
    "The organiser keeps the projects private until voting starts. Teams that have submitted can see their own above.",
  "hackathonPage.gallery.votes": "{count} votes",
  "hackathonPage.gallery.score": "{score} points",
  "hackathonPage.gallery.rank": "Rank {rank}",
  "hackathonPage.gallery.team": "Team",
  "hackathonPage.gallery.moreMembers": "+{count}",
  "hackathonPage.gallery.noCover": "No screenshot yet",
  "hackathonPage.resources.tutorials": "Tutorials",
  "hackathonPage.resources.tools": "Tools",
  "hackathonPage.resources.examples": "Examples",
  "hackathonPage.resources.empty.title": "No resources yet",
  "hackathonPage.resources.empty.description":
    "The organiser has not added tutorials, tools or examples yet.",
  "hackathonPage.resources.external": "(opens in a new window)",
  "hackathonPage.awards.title": "Awards",
  "hackathonPage.awards.type.JUDGE": "Judges' choice",
  "hackathonPage.awards.type.PUBLIC": "Public vote",
  "hackathonPage.awards.winners": "{count} winners",
  "hackathonPage.awards.empty.title": "No awards yet",
  "hackathonPage.awards.empty.description":
    "The organiser has not announced the awards yet.",
  "hackathonPage.results.notYet.title":
    "Results are published when voting ends",
  "hackathonPage.results.notYet.description":
    "Current stage: {stage}. Once voting opens, its progress shows here; when results are published, the ranking and the winners do.",
  "hackathonPage.results.pending.title": "Results are being tallied",
  "hackathonPage.results.pending.description":
    "The ranking and the winning projects will be published here. Meanwhile, browse every project under Projects.",
  // Part E (public voting): docs/product/hackathons.md#voting.
  "hackathonPage.vote.vote": "Vote",
  "hackathonPage.vote.voted": "Voted",
  "hackathonPage.vote.voteLabel": "Vote for “{title}”",
  "hackathonPage.vote.withdrawLabel": "Voted: withdraw your vote for “{title}”",
  "hackathonPage.vote.audienceScore": "Audience {score}",
  "hackathonPage.vote.ownProject": "You can't vote for your own project",
  "hackathonPage.vote.quotaUsed": "No votes left",
  "hackathonPage.vote.left":
    "You have {left} of {total} votes left; withdraw a vote to move it",
  "hackathonPage.vote.failed": "The vote did not go through; please try again",
};
