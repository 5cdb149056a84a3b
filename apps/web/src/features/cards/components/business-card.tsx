import type { DigitalCard } from "@commons/domain";
import { type CSSProperties, useState } from "react";
import { avatarColour, initialsOf } from "@/components/ui/avatar.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";

// docs/product/people.md#digital-cards: the card is drawn once, at the export's proportions (3:4), and
// scales with the width it is given: every length is a share of the card's width (container query units),
// so the 600 px export, the slide and the grid thumbnail are the same picture at three sizes.

/** A length on the 600 px wide design, as a share of the card's width. */
const u = (px: number) => `${(px / 6).toFixed(3)}cqw`;
const MAX_SKILLS = 6;

interface BusinessCardProps {
  card: DigitalCard;
  eventTitle: string;
  /** The absolute profile URL the QR code encodes; printed too, for eyes rather than cameras. */
  profileUrl: string;
  /** The QR code of the profile URL as a data URL (drawn by the gallery); a placeholder until it is ready. */
  qrDataUrl: string | null;
  /** "export": square corners and no shadow, as an image file wants; "screen" (default) sits on the page. */
  variant?: "screen" | "export";
  className?: string;
}

export function BusinessCard({ card, eventTitle, profileUrl, qrDataUrl, variant = "screen", className }: BusinessCardProps) {
  const { t } = useTranslation();
  const contacts = [
    card.wechatId ? { key: "wechat", label: t("cards.card.wechat"), value: card.wechatId } : null,
    card.email ? { key: "email", label: t("cards.card.email"), value: card.email } : null,
    { key: "profile", label: t("cards.card.profile"), value: profileUrl.replace(/^https?:\/\//, "") },
  ].filter((c) => c !== null);
  const text = (size: number, extra: CSSProperties = {}): CSSProperties => ({ fontSize: u(size), ...extra });
  return (
    <div className={cn("w-full", className)} style={{ containerType: "inline-size" }} data-testid="business-card">
      <article
        aria-label={t("cards.card.label", { name: card.name })}
        className={cn(
          "relative flex aspect-[3/4] w-full flex-col overflow-hidden bg-white text-slate-900",
          variant === "screen" ? "shadow-sm ring-1 ring-slate-200" : null,
        )}
        style={{ borderRadius: variant === "screen" ? u(28) : 0 }}
      >
        <header
          className="relative shrink-0 overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 text-white"
          style={{ height: u(200), padding: `${u(32)} ${u(40)}` }}
        >
          <span aria-hidden className="absolute rounded-full bg-white/10" style={{ width: u(320), height: u(320), right: u(-90), top: u(-150) }} />
          <span aria-hidden className="absolute rounded-full bg-white/10" style={{ width: u(180), height: u(180), right: u(120), top: u(110) }} />
          <p className="relative font-semibold tracking-wide text-white/90" style={text(18, { letterSpacing: u(2) })}>
            {t("brand.name")}
          </p>
          <p className="relative line-clamp-2 font-medium text-white" style={text(20, { marginTop: u(8), lineHeight: 1.35, maxWidth: u(440) })}>
            {eventTitle}
          </p>
        </header>
        <CardAvatar name={card.name} src={card.image} />
        <div className="flex min-h-0 flex-1 flex-col overflow-hidden" style={{ padding: `${u(88)} ${u(40)} 0`, gap: u(14) }}>
          <div>
            <h3 className="line-clamp-1 font-bold text-slate-900" style={text(42, { lineHeight: 1.2 })}>
              {card.name}
            </h3>
            {card.userRoleString ? (
              <p className="line-clamp-1 font-semibold text-brand-700" style={text(22, { marginTop: u(6) })}>
                {card.userRoleString}
              </p>
            ) : null}
          </div>
          {card.currentWorkOn ? (
            <p className="line-clamp-2 text-slate-700" style={text(19, { lineHeight: 1.45 })}>
              <span className="font-semibold text-slate-900">{t("cards.card.currentWork")}</span>
              <span aria-hidden className="text-slate-400" style={{ margin: `0 ${u(8)}` }}>
                ·
              </span>
              {card.currentWorkOn}
            </p>
          ) : null}
          {card.bio ? (
            <p className="line-clamp-3 text-slate-600" style={text(18, { lineHeight: 1.55 })}>
              {card.bio}
            </p>
          ) : null}
          {card.skills.length > 0 ? (
            <ul aria-label={t("cards.card.skills")} className="flex flex-wrap overflow-hidden" style={{ gap: u(10), maxHeight: u(96) }}>
              {card.skills.slice(0, MAX_SKILLS).map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-brand-50 font-medium text-brand-700 ring-1 ring-brand-100"
                  style={text(16, { padding: `${u(5)} ${u(16)}` })}
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <footer
          className="flex shrink-0 items-end justify-between border-t border-slate-100 bg-slate-50/70"
          style={{ padding: `${u(26)} ${u(40)} ${u(30)}`, gap: u(24) }}
        >
          <dl className="flex min-w-0 flex-col" style={{ gap: u(10) }}>
            {contacts.map((c) => (
              <div key={c.key} className="flex min-w-0 items-baseline" style={{ gap: u(12) }}>
                <dt className="shrink-0 font-medium text-slate-500" style={text(15)}>
                  {c.label}
                </dt>
                <dd className="truncate font-semibold text-slate-800" style={text(18)}>
                  {c.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex shrink-0 flex-col items-center" style={{ gap: u(6) }}>
            {qrDataUrl ? (
              <img src={qrDataUrl} alt={t("cards.card.qrAlt", { name: card.name })} className="bg-white" style={{ width: u(120), height: u(120) }} />
            ) : (
              <span className="bg-slate-100" style={{ width: u(120), height: u(120) }} />
            )}
            <span className="text-slate-500" style={text(13)}>
              {t("cards.card.scan")}
            </span>
          </div>
        </footer>
      </article>
    </div>
  );
}

/** The photo when it loads, else the initials on the person's colour (the app's avatar rule). Eager: the export draws it off screen. */
function CardAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        "absolute flex items-center justify-center overflow-hidden rounded-full bg-white font-bold text-white shadow-md",
        show ? null : ["bg-gradient-to-br", avatarColour(name)],
      )}
      style={{ width: u(150), height: u(150), left: u(40), top: u(125), border: `${u(6)} solid white`, fontSize: u(56) }}
    >
      {show ? (
        <img src={src ?? undefined} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden>{initialsOf(name)}</span>
      )}
    </span>
  );
}
