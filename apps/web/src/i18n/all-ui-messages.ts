import { certificatesZh } from "./locales/certificates.zh.ts";
import { challengeAdminZh } from "./locales/challenge-admin.zh.ts";
import { challengePageZh } from "./locales/challenge-page.zh.ts";
import { challengeFeedZh } from "./locales/challenge-feed.zh.ts";
import { consoleZh } from "./locales/console.zh.ts";
import { hackathonAdminZh } from "./locales/hackathon-admin.zh.ts";
import { hackathonJudgingZh } from "./locales/hackathon-judging.zh.ts";
import { hackathonAwardsZh } from "./locales/hackathon-awards.zh.ts";
import { hackathonPageZh } from "./locales/hackathon-page.zh.ts";
import { hackathonSubmitZh } from "./locales/hackathon-submit.zh.ts";
import { projectsZh } from "./locales/projects.zh.ts";
import { levelsZh } from "./locales/levels.zh.ts";
import { zh } from "./locales/zh.ts";

// Every Chinese UI string, the entry's and the lazily loaded parts' (i18n/parts), for the browser tests to
// read the texts they look for. Not imported by the app: there each part travels with its feature.
export const zhAll = { ...zh, ...challengeAdminZh, ...challengeFeedZh, ...challengePageZh, ...consoleZh, ...hackathonAdminZh, ...hackathonAwardsZh, ...hackathonJudgingZh, ...hackathonPageZh, ...hackathonSubmitZh, ...projectsZh, ...certificatesZh, ...levelsZh };
