// The words drawn on a downloaded certificate (PNG and PDF), and the renderer's one refusal; merged by
// messages.zh.ts, server-side only (docs/decisions/0039-certificates-drawn-on-the-server.md). The title is the spec's 荣誉证书.
export const certificatesRenderMessagesZh = {
  "certificateRender.title.AWARD": "荣誉证书",
  "certificateRender.title.CHALLENGE": "完成证书",
  "certificateRender.title.ATTENDANCE": "参与证书",
  "certificateRender.presentedTo": "兹授予",
  "certificateRender.citation.AWARD": "在「{event}」中荣获",
  "certificateRender.citation.AWARD.project": "在「{event}」中，凭作品「{project}」荣获",
  "certificateRender.citation.CHALLENGE": "完成「{event}」，特授予",
  "certificateRender.citation.CHALLENGE.project": "以作品「{project}」完成「{event}」，特授予",
  "certificateRender.citation.ATTENDANCE": "参加「{event}」，特授予",
  "certificateRender.citation.ATTENDANCE.project": "以作品「{project}」参加「{event}」，特授予",
  "certificateRender.score": "评分",
  "certificateRender.issuer": "颁发机构",
  "certificateRender.issuedOn": "颁发日期",
  "certificateRender.number": "证书编号",
  "certificateRender.scanToVerify": "扫码验证真伪",
  "certificateRender.revoked": "已撤销",
  "certificateRender.footer": "证书 ID {id}",
  "certificateRender.busy": "证书生成排队的人太多了，请几秒后再试",
} as const;
