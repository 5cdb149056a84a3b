import type { LevelTrack } from "@commons/domain";
import type { Db } from "../db/client.ts";
import { levelChanges } from "../db/schema/index.ts";
import type { DemoAccount } from "./demo-accounts.ts";

// The history behind the demo people's levels (demo-people.ts), granted by the demo admin with a reason
// (docs/product/accounts-and-profile.md#level-badges). Each chain ends at the level the profile holds.

type Key = DemoAccount["key"];
const DAY = 24 * 60 * 60 * 1000;

interface DemoChange {
  user: Key;
  track: LevelTrack;
  from: string | null;
  to: string;
  reason: string;
  daysAgo: number;
}

export const DEMO_LEVEL_CHANGES: readonly DemoChange[] = [
  { user: "lin", track: "membership", from: "VISITOR", to: "MEMBER", reason: "2019 年起持续组织上海独立开发者社区", daysAgo: 80 },
  { user: "lin", track: "creator", from: null, to: "C2", reason: "第一款效率工具上架", daysAgo: 78 },
  { user: "lin", track: "creator", from: "C2", to: "C3", reason: "记账 App 超过 100 位真实用户，并有了第一笔收入", daysAgo: 30 },
  { user: "lin", track: "mentor", from: null, to: "M2", reason: "完成 5 次社区分享", daysAgo: 60 },
  { user: "lin", track: "contributor", from: null, to: "O3", reason: "组织了 3 场以上的大型活动", daysAgo: 60 },
  { user: "alex", track: "membership", from: "VISITOR", to: "MEMBER", reason: "Runs AI Makers Club with the community", daysAgo: 70 },
  { user: "alex", track: "creator", from: null, to: "C2", reason: "Shipped the open-source RAG starter kit", daysAgo: 50 },
  { user: "alex", track: "mentor", from: null, to: "M1", reason: "Gave an internal talk on retrieval", daysAgo: 45 },
  { user: "alex", track: "contributor", from: null, to: "O2", reason: "Organised a 40-person hands-on night", daysAgo: 40 },
  { user: "wang", track: "membership", from: "VISITOR", to: "MEMBER", reason: "参与社区共创", daysAgo: 40 },
  { user: "wang", track: "creator", from: null, to: "C1", reason: "开始做配色工具", daysAgo: 20 },
  { user: "wang", track: "contributor", from: null, to: "O1", reason: "在线下聚会做了 3 小时志愿者", daysAgo: 12 },
  { user: "sophie", track: "membership", from: "VISITOR", to: "MEMBER", reason: "Joined the community's co-creation", daysAgo: 25 },
  { user: "sophie", track: "creator", from: null, to: "C1", reason: "Started the language-exchange bot", daysAgo: 15 },
  { user: "chen", track: "membership", from: "VISITOR", to: "MEMBER", reason: "多次参加黑客松", daysAgo: 35 },
  { user: "chen", track: "creator", from: null, to: "C2", reason: "日志分析工具可以使用了", daysAgo: 18 },
  { user: "chen", track: "contributor", from: null, to: "O1", reason: "黑客松现场志愿服务", daysAgo: 10 },
];

export async function seedDemoLevelHistory(tx: Db, ids: Record<Key, string>, now: Date): Promise<void> {
  await tx.insert(levelChanges).values(
    DEMO_LEVEL_CHANGES.map((c) => ({
      userId: ids[c.user],
      track: c.track,
      fromLevel: c.from,
      toLevel: c.to,
      reason: c.reason,
      changedBy: ids.admin,
      createdAt: new Date(now.getTime() - c.daysAgo * DAY),
    })),
  );
}
