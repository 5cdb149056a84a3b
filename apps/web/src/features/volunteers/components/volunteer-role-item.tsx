import { canCancel, type EventVolunteerRole } from "@commons/domain";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { VolunteerStatusBadge } from "./volunteer-status-badge.tsx";

interface VolunteerRoleItemProps {
  role: EventVolunteerRole;
  /** The event takes applications (not ended, draft or external). */
  applyOpen: boolean;
  cancelling: boolean;
  onApply: (role: EventVolunteerRole) => void;
  onCancel: (role: EventVolunteerRole) => void;
}

/** What the caller may do with a role: spec §4 (cancel from APPLIED / APPROVED; apply with none, or after REJECTED / CANCELLED, while not full). */
export function roleAction(role: EventVolunteerRole, applyOpen: boolean): "apply" | "reapply" | "cancel" | null {
  const status = role.myApplication?.status ?? null;
  if (canCancel(status)) return "cancel";
  if (!applyOpen || role.closed || role.remaining <= 0) return null;
  return status === null ? "apply" : "reapply";
}

/** One role in the volunteer list: name, points, how many are still wanted, the caller's status and action. */
export function VolunteerRoleItem({ role, applyOpen, cancelling, onApply, onCancel }: VolunteerRoleItemProps) {
  const { t } = useTranslation("ui");
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const action = roleAction(role, applyOpen);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4" data-testid="volunteer-role">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{role.baseRole.name}</h3>
        <Badge tone="violet">{t("volunteers.role.points", { points: role.baseRole.cpPoints })}</Badge>
        {role.isRequired ? <Badge tone="brand">{t("volunteers.role.required")}</Badge> : null}
        {role.requireApproval ? <Badge>{t("volunteers.role.needsApproval")}</Badge> : null}
        {role.myApplication ? <VolunteerStatusBadge status={role.myApplication.status} /> : null}
      </div>
      <p className="text-sm text-slate-600">{role.description || role.baseRole.description}</p>
      {expanded ? (
        <p id={detailId} className="text-sm whitespace-pre-line text-slate-600">
          {role.description ? `${role.baseRole.description}\n` : ""}
          {role.baseRole.detailDescription}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3 text-sm">
          <span className={role.remaining > 0 ? "font-medium text-emerald-700" : "text-slate-500"}>
            {role.closed ? t("volunteers.role.closed") : role.remaining > 0 ? t("volunteers.role.wanted", { count: role.remaining }) : t("volunteers.role.full")}
          </span>
          <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={detailId} onClick={() => setExpanded((v) => !v)}>
            {t(expanded ? "volunteers.role.less" : "volunteers.role.more")}
          </Button>
        </div>
        {action === "cancel" ? (
          <Button variant="outline" size="sm" loading={cancelling} onClick={() => onCancel(role)}>
            {t("volunteers.action.cancel")}
          </Button>
        ) : action ? (
          <Button size="sm" onClick={() => onApply(role)}>
            {t(action === "apply" ? "volunteers.action.apply" : "volunteers.action.reapply")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
