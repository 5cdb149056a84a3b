// UI strings of the reusable image uploader (merged into the "ui" namespace by zh.ts). The refusal and
// failure messages the server also speaks are in the domain's shared catalog (uploads.*).
export const uploadsZh = {
  "uploader.label": "上传图片",
  "uploader.dropHint": "拖放图片到这里、粘贴，或点击选择",
  "uploader.limits": "支持 JPG、PNG、WebP，单张不超过 {max} MB",
  "uploader.count": "{count}/{max}",
  "uploader.remove": "移除图片",
  "uploader.cancel": "取消上传",
  "uploader.retry": "重试",
  "uploader.uploading": "正在上传 {name}",
  "uploader.image": "图片 {index}",
  "uploader.replaceHint": "拖放、粘贴或点击选择新图片来替换",
  "uploader.full": "已达到上传数量上限",
} as const;
