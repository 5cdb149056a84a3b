// Shared (server and web) messages of certificates; merged by messages.zh.ts (docs/product/certificates.md).
// The spec gives the page's toasts (web catalogs); these are ours.
export const certificatesMessagesZh = {
  "certificates.notFound": "证书不存在",
  "certificates.numberNotFound": "没有编号为 {number} 的证书，请核对证书编号",
  "certificates.nameAlreadyCorrected": "证书上的姓名只能修改一次，你已经修改过了",
  "certificates.nameCorrected": "证书上的姓名已更新",
  "certificates.revoked": "证书已撤销",
  "certificates.restored": "证书已恢复",
  "certificates.settingsSaved": "证书设置已保存",
  "certificates.revokedCheckInUndone": "签到已撤销",
  "certificates.name.CHALLENGE": "Building Public 挑战完成证书",
  "certificates.name.ATTENDANCE": "活动参与证明",
  "certificates.description.CHALLENGE": "坚持公开构建，完成了挑战要求的全部打卡。",
  "certificates.description.ATTENDANCE": "参加了本次活动并完成签到。",
  "certificates.head.title": "{name} 的证书：{award}",
  "certificates.head.description": "{name} 在“{event}”获得“{award}”，由 {organization} 颁发。证书编号 {number}。",
  "certificates.head.revoked": "（此证书已撤销）",
  "notification.certificateIssued.title": "你获得了一张电子证书",
  "notification.certificateIssued.body": "“{event}”为你颁发了证书，可以查看、下载和分享。",
  "field.recipientName": "证书姓名",
  "field.reason": "撤销原因",
  "field.attendanceCertificates": "参与证明",
} as const;
