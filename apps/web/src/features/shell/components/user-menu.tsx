import type { Locale } from "@commons/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import Award from "lucide-react/icons/award";
import Bell from "lucide-react/icons/bell";
import CalendarCog from "lucide-react/icons/calendar-cog";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import FolderKanban from "lucide-react/icons/folder-kanban";
import LogOut from "lucide-react/icons/log-out";
import Settings from "lucide-react/icons/settings";
import Ticket from "lucide-react/icons/ticket";
import UserRound from "lucide-react/icons/user-round";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { userHandle } from "@/lib/user-handle.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { type SessionUser, signOut } from "@/lib/session.ts";

export function UserMenu({ locale, user }: { locale: Locale; user: SessionUser }) {
  const { t } = useTranslation(["ui", "shared"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleSignOut = async () => {
    try {
      await signOut(queryClient);
      void navigate({ to: "/$locale/events", params: { locale } });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full ring-offset-2 transition-shadow hover:ring-2 hover:ring-slate-200"
        aria-label={t("nav.account")}
      >
        <Avatar name={user.name} src={user.image} size="sm" className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          {user.email ? <p className="truncate text-xs text-slate-500">{user.email}</p> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void navigate({ to: "/$locale/u/$handle", params: { locale, handle: userHandle({ id: user.id, username: user.username ?? null }) } })}
        >
          <UserRound aria-hidden />
          {t("nav.myProfile")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/me/registrations", params: { locale } })}>
          <Ticket aria-hidden />
          {t("nav.myRegistrations")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/me/certificates", params: { locale } })}>
          <Award aria-hidden />
          {t("nav.myCertificates")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/projects", params: { locale } })}>
          <FolderKanban aria-hidden />
          {t("projects.mineTitle")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/app/events", params: { locale } })}>
          <CalendarCog aria-hidden />
          {t("console.nav.myEvents")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/app/events/new", params: { locale } })}>
          <CalendarPlus aria-hidden />
          {t("console.nav.createEvent")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/notifications", params: { locale } })}>
          <Bell aria-hidden />
          {t("nav.notifications")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate({ to: "/$locale/settings/profile", params: { locale } })}>
          <Settings aria-hidden />
          {t("nav.settings")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden />
          {t("nav.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
