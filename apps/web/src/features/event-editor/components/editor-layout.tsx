import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { EDITOR_SECTIONS } from "./event-editor-form.tsx";
import "@/i18n/parts/console.ts";

interface EditorLayoutProps {
  title: string;
  subtitle?: ReactNode;
  backHref: string;
  /** Right side of the header: status, links to the event page and manage page. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The editor's page: header, a sticky section index on wide screens, and the form. */
export function EditorLayout({ title, subtitle, backHref, actions, children }: EditorLayoutProps) {
  const { t } = useTranslation("ui");
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
      <a href={backHref} className="inline-flex items-center gap-1.5 text-sm text-slate-500 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("console.nav.myEvents")}
      </a>
      <header className="mt-3 mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <div className="mt-2 text-[15px] text-slate-500">{subtitle}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      <div className="lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={t("console.editor.sections")} className="hidden lg:block">
          <ul className="sticky top-24 flex flex-col gap-0.5 border-l border-slate-200">
            {EDITOR_SECTIONS.map(([id, key]) => (
              <li key={id}>
                <a href={`#${id}`} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-500 transition-colors hover:border-slate-400 hover:text-slate-900">
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 max-w-3xl">{children}</div>
      </div>
    </div>
  );
}
