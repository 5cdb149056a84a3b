// Shared (server and web) messages of event photos; merged by messages.zh.ts.
// The spec (docs/product/event-page.md#photos) asks for "a translated message
// with the error text" and "a success message" without giving the wording.
export const photosMessagesZh = {
  "photos.added": "照片上传成功",
  "photos.deleted": "照片已删除",
  "photos.uploadFailed": "照片上传失败：{error}",
  "photos.deleteFailed": "照片删除失败：{error}",
  "photos.notAllowed": "只有活动主办方和报名已通过的参与者可以上传活动照片",
  "photos.externalEvent": "外部活动不支持上传照片",
  "photos.notOurImage": "只能添加在本站上传的图片",
  "photos.notYourImage": "只能添加你自己上传的图片",
  "photos.imageMissing": "图片不存在，请重新上传",
  "photos.limitReached": "每人在一个活动中最多上传 {max} 张照片",
  "photos.notFound": "照片不存在",
  "photos.deleteForbidden": "只能删除自己上传的照片",
} as const;
