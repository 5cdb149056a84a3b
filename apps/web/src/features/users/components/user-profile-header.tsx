import Briefcase from "lucide-react/icons/briefcase";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { LevelBadges } from "@/components/level-badges.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Card } from "@/components/ui/card.tsx";
import type { PublicUser } from "../api/get-user.ts";

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-600 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-400">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

export function UserProfileHeader({ user }: { user: PublicUser }) {
  const { t } = useTranslation(["ui", "shared"]);
  const place = [...new Set([user.city, user.region].filter(Boolean))].join(" · ");
  return (
    <Card className="overflow-hidden">
      <div className="h-28 bg-gradient-to-r from-brand-500 via-violet-500 to-fuchsia-500 sm:h-36" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-10 sm:flex-row sm:items-end sm:gap-6">
          <Avatar name={user.name} src={user.image} size="xl" className="ring-4 ring-white sm:size-28" />
          <div className="min-w-0 flex-1 sm:pb-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{user.name}</h1>
            <p className="mt-0.5 text-sm text-slate-500">
              {[user.username ? t("profile.atHandle", { handle: user.username }) : null, user.userRoleString].filter(Boolean).join(" · ")}
            </p>
          </div>
        </div>
        <LevelBadges user={user} className="mt-4" />
        {user.bio ? <p className="mt-5 max-w-3xl text-[15px] leading-7 whitespace-pre-line text-slate-700">{user.bio}</p> : null}
        <ul className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {user.currentWorkOn ? <Fact icon={<Briefcase aria-hidden />}>{t("profile.workingOn", { work: user.currentWorkOn })}</Fact> : null}
          {place ? <Fact icon={<MapPin aria-hidden />}>{place}</Fact> : null}
          {user.email ? (
            <Fact icon={<Mail aria-hidden />}>
              <a href={`mailto:${user.email}`} className="text-brand-600 hover:underline">
                {user.email}
              </a>
            </Fact>
          ) : null}
          {user.wechatId ? <Fact icon={<MessageCircle aria-hidden />}>{t("profile.wechat", { id: user.wechatId })}</Fact> : null}
        </ul>
        {user.skills.length > 0 ? (
          <div className="mt-6">
            <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("profile.skills")}</h2>
            <ul className="flex flex-wrap gap-2">
              {user.skills.map((skill) => (
                <li key={skill} className="rounded-lg bg-slate-100 px-2.5 py-1 text-sm text-slate-700">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
