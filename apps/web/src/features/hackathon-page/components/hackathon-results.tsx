import { type HackathonStage, stageShowsResults } from "@commons/domain";
import Hourglass from "lucide-react/icons/hourglass";
import Trophy from "lucide-react/icons/trophy";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/hackathon-page.ts";

/**
 * The results tab (docs/product/hackathons.md#the-hackathon-page). Its content appears only in VOTING and
 * RESULTS; before that, an explanation. Ranks and winners come with voting and judging (part 2): until then
 * this says honestly that they are not out yet, and shows no numbers.
 */
export function HackathonResults({ stage }: { stage: HackathonStage }) {
  const { t } = useTranslation();
  if (!stageShowsResults(stage)) {
    return (
      <EmptyState
        icon={<Hourglass />}
        title={t("hackathonPage.results.notYet.title")}
        description={t("hackathonPage.results.notYet.description", { stage: tShared(`hackathons.stage.${stage}`) })}
      />
    );
  }
  return <EmptyState icon={<Trophy />} title={t("hackathonPage.results.pending.title")} description={t("hackathonPage.results.pending.description")} />;
}
