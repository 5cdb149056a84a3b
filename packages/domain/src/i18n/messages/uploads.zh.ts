// Shared (server and web) messages of uploads and image moderation; merged by messages.zh.ts.
export const uploadsMessagesZh = {
  // The spec's exact texts (docs/product/accounts-and-profile.md#upload-flow).
  "uploads.linkFailed": "获取上传链接失败",
  "uploads.uploadFailed": "文件上传失败",
  // The spec's exact texts (docs/product/accounts-and-profile.md#moderation).
  "uploads.moderation.violation": "内容包含违规信息，请修改后重试",
  "uploads.moderation.unavailable": "图片安全审核失败，请稍后重试",
  "uploads.moderation.passed": "图片审核通过",
  "uploads.moderation.notOurs": "只能审核本站上传的图片",
  // Refusals (ours; the spec gives the limits, docs/product/accounts-and-profile.md#upload-limits, not the wording).
  "uploads.typeNotAllowed": "仅支持 JPG、PNG、WebP 格式的图片",
  "uploads.svgNotAllowed": "不支持 SVG 图片，请上传 JPG、PNG 或 WebP 格式",
  "uploads.tooLarge": "图片不能超过 {max} MB",
  "uploads.typeMismatch": "文件内容与声明的类型不符，请重新导出图片后上传",
  "uploads.polyglot": "图片中夹带了不允许的内容（如网页或脚本），请重新导出图片后上传",
  "uploads.corrupt": "图片已损坏或无法读取",
  "uploads.tooManyPixels": "图片尺寸过大，请缩小后再上传",
  "uploads.tooManyFiles": "最多只能上传 {max} 张图片",
  "uploads.fileMissing": "请选择要上传的图片",
  "uploads.linkExpired": "上传链接已过期，请重新上传",
  "uploads.linkInvalid": "上传链接无效，请重新上传",
  "uploads.notYourLink": "这个上传链接属于其他用户",
  "uploads.alreadyExists": "该文件已存在，不能覆盖",
  "field.file": "文件",
  "field.contentType": "文件类型",
  "field.size": "文件大小",
  "field.bucket": "存储空间",
  "field.path": "路径",
  "field.imageUrl": "图片地址",
  "field.mode": "审核模式",
} as const;
