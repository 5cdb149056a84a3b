// UI strings of the event page's photo section (merged into the "ui" namespace by zh.ts). The success and
// failure messages the server also speaks are in the domain's shared catalog (photos.*).
export const photosZh = {
  "photos.title": "活动照片",
  "photos.count": "{count} 张",
  "photos.loadFailed": "照片加载失败",
  "photos.retry": "重试",
  "photos.empty.title": "还没有照片",
  "photos.empty.visitor": "参与者和主办方上传的现场照片会出现在这里。",
  "photos.empty.uploader": "上传第一张照片，和大家分享活动现场。",
  "photos.upload.label": "上传活动照片",
  "photos.upload.remaining": "你还可以上传 {count} 张（每人最多 {max} 张）",
  "photos.upload.full": "你已上传 {max} 张照片，达到上限",
  "photos.showingLatest": "显示最新的 {shown} 张，共 {total} 张",
  "photos.open": "查看大图：{name} 上传的照片",
  "photos.alt": "{name} 上传的活动照片",
  "photos.viewer.title": "照片 {index} / {total}",
  "photos.viewer.by": "{name} · {time}",
  "photos.viewer.previous": "上一张",
  "photos.viewer.next": "下一张",
  "photos.viewer.close": "关闭",
  "photos.delete": "删除照片",
  "photos.deleteConfirm": "确认删除",
} as const;
