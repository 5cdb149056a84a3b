import type { HackathonResources as Resources } from "@commons/domain";
import BookOpen from "lucide-react/icons/book-open";
import ExternalLink from "lucide-react/icons/external-link";
import Lightbulb from "lucide-react/icons/lightbulb";
import Wrench from "lucide-react/icons/wrench";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { DetailHeading } from "./detail-heading.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/hackathon-page.ts";

interface LinkCard {
  title: string;
  url: string;
  description: string;
}

/** The host part of a URL, shown under each card so the reader knows where it leads. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function LinkCards({ title, icon, items }: { title: string; icon: ReactNode; items: LinkCard[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <DetailHeading icon={icon}>{title}</DetailHeading>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((item, i) => (
          <li key={`${item.url}-${i}`}>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="flex items-start justify-between gap-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {item.title}
                <ExternalLink className="mt-0.5 size-4 shrink-0 text-slate-400 group-hover:text-brand-600" aria-hidden />
              </span>
              {item.description ? <span className="line-clamp-3 text-sm leading-6 text-slate-600">{item.description}</span> : null}
              <span className="mt-auto truncate pt-1 text-xs text-slate-500">{hostOf(item.url)}</span>
              <span className="sr-only">{t("hackathonPage.resources.external")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tutorials, tools and examples as link cards that open outside (docs/product/hackathons.md#the-hackathon-page). */
export function HackathonResources({ resources }: { resources: Resources }) {
  const { t } = useTranslation();
  const { tutorials, tools, examples } = resources;
  if (tutorials.length + tools.length + examples.length === 0) {
    return <EmptyState icon={<BookOpen />} title={t("hackathonPage.resources.empty.title")} description={t("hackathonPage.resources.empty.description")} />;
  }
  return (
    <div className="flex flex-col gap-8" data-testid="hackathon-resources">
      <LinkCards title={t("hackathonPage.resources.tutorials")} icon={<BookOpen />} items={tutorials} />
      <LinkCards title={t("hackathonPage.resources.tools")} icon={<Wrench />} items={tools.map((tool) => ({ ...tool, title: tool.name }))} />
      <LinkCards title={t("hackathonPage.resources.examples")} icon={<Lightbulb />} items={examples} />
    </div>
  );
}
