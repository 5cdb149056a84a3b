import type { hackathonJudgingZh } from "./hackathon-judging.zh.ts";

export const hackathonJudgingEn: Record<
  keyof typeof hackathonJudgingZh,
  string
> = {
  "judging.judges.title": "Judges",
  "judging.judges.description":
    "Judges score each submission 1–10 on every criterion and may leave a comment only organisers see.",
  "judging.judges.search": "Search users to add as judges",
  "judging.judges.placeholder": "Type at least 2 characters",
  "judging.judges.results": "Search results",
  "judging.judges.searching": "Searching…",
  "judging.judges.noResults": "No users found",
  "judging.judges.searchFailed": "Search failed, please try again",
  "judging.judges.empty": "No judges yet",
  "judging.judges.remove": "Remove judge {name}",
  "judging.judges.removeHint":
    "A removed judge's scores are kept but no longer count; adding them again restores them.",
  "judging.criteria.title": "Criteria",
  "judging.criteria.description":
    "Up to {max} criteria; judges' scores are averaged by weight. A criterion with scores cannot be removed.",
  "judging.criteria.overall": "Overall",
  "judging.criteria.name": "Name",
  "judging.criteria.descriptionLabel": "Description",
  "judging.criteria.weight": "Weight",
  "judging.criteria.add": "Add a criterion",
  "judging.criteria.remove": "Remove criterion {name}",
  "judging.criteria.save": "Save criteria",
  "judging.criteria.saved": "Criteria saved",
  "judging.criteria.nameRequired": "Enter a name",
  "judging.progress.title": "Judging progress",
  "judging.progress.description":
    "Submissions each judge has scored (✓); their own team's need no score (—).",
  "judging.progress.empty": "No submissions or judges yet",
  "judging.progress.judge": "Judge",
  "judging.progress.count": "{scored} / {total}",
  "judging.progress.scored": "Scored",
  "judging.progress.notScored": "Not scored",
  "judging.progress.own": "Own team",
  "judging.openPage": "Open the judging page",
  "judging.page.title": "Judging",
  "judging.page.progress": "{scored} / {total} scored",
  "judging.page.position": "{index} of {count}",
  "judging.page.prev": "Previous",
  "judging.page.next": "Next",
  "judging.page.keys": "Tip: use the ← → keys to move between submissions",
  "judging.page.save": "Save scores",
  "judging.page.saved": "Scores saved",
  "judging.page.comment": "Private comment",
  "judging.page.commentHint": "Only the organisers see it",
  "judging.page.scoreLabel": "{name}: {score}",
  "judging.page.scoreAll": "Score every criterion",
  "judging.page.ownTeam":
    "You are on this submission's team and cannot score it.",
  "judging.page.closed":
    "The results are published; scores can no longer change.",
  "judging.page.notOpen": "Scoring opens when the submission stage begins.",
  "judging.page.notJudge":
    "You are not a judge of this hackathon. Ask the organisers if you should be.",
  "judging.page.empty": "No submissions to judge yet",
  "judging.page.team": "Team",
  "judging.page.demo": "Demo",
  "judging.page.source": "Source",
  "judging.page.slides": "Slides",
  "judging.page.scoredBadge": "Scored",
  "judging.page.back": "Back to the event",
};
