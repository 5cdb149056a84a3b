import { packPayloads, payloadText, shortPayloads } from "../xss-payloads.ts";

// What the stored-XSS suite stores where: probes (xss-payloads.ts) in every free-text field, each within
// its schema's limit, and mixed differently per field so a probe that gets out can be traced to its field.

/** A random mainland mobile number, so the attendees never collide with each other or the seed. */
const phone = () => `+86139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

export const LIN = {
  name: `林 ${payloadText(17)}`,
  bio: packPayloads(1000, 0, "主办方简介："),
  userRoleString: packPayloads(100, 20, "身份："),
  currentWorkOn: packPayloads(100, 30, "在做："),
  lifeStatus: packPayloads(100, 40, "状态："),
  city: packPayloads(100, 10, "城市："),
  region: packPayloads(100, 5, "地区："),
  wechatId: payloadText(3),
  showWechat: true,
  skills: shortPayloads(30, 5),
};
export const attendeeProfile = (who: string, from: number) => ({
  name: `${who} ${payloadText(2)}`,
  bio: packPayloads(1000, from, `${who} 简介：`),
  userRoleString: packPayloads(100, from + 3, "身份："),
  currentWorkOn: packPayloads(100, from + 6, "在做："),
  lifeStatus: packPayloads(100, from + 9, "状态："),
  phoneNumber: phone(),
});
export const projectInput = (who: string, from: number) => ({
  title: packPayloads(255, from, `${who} 的项目：`),
  subtitle: packPayloads(255, from + 11, "副标题："),
  description: packPayloads(5000, from + 2, "描述："),
  projectTags: shortPayloads(30, 4),
});

export const TITLE = `XSS 聚会 ${payloadText(16, 35)}`;
export const SHORT = `简介 ${payloadText(19, 33, 25)}`;
export const ADDRESS = packPayloads(300, 1, "地址：");
export const CITY = `上海 ${payloadText(21)}`;
export const CONTACT = packPayloads(500, 8, "联系方式：");
export const SUCCESS_INFO = packPayloads(2000, 0, "报名成功！");
export const PENDING_INFO = packPayloads(2000, 12, "审核中：");
export const TICKETS = [
  { name: `普通票 ${payloadText(2)}`, description: packPayloads(200, 16, "票种说明：") },
  { name: `学生票 ${payloadText(24)}`, description: payloadText(10) },
];
export const Q = {
  text: { question: `问题一 ${payloadText(1)}`, description: packPayloads(300, 25, "说明一：") },
  single: { question: `问题二 ${payloadText(18)}`, options: [payloadText(2), payloadText(16), payloadText(25), payloadText(36)] },
  long: { question: `问题三 ${payloadText(31)}` },
  multi: { question: `问题四 ${payloadText(40)}`, options: [payloadText(5), payloadText(20)] },
};
export const ANSWERS = { text: packPayloads(200, 3, "回答一："), single: Q.single.options[1]!, long: packPayloads(2000, 0, "回答三："), multi: [...Q.multi.options] };
export const NOTE = packPayloads(500, 9, "备注：");
export const MESSAGE = { subject: `通知 ${payloadText(1)}`, body: packPayloads(5000, 0, "正文：") };
export const ORG_TITLE = `社区活动 ${payloadText(21, 22)}`;
export const ORG_RICH = `<p>${payloadText(42)} 1 &lt; 2 &amp; 3</p>`;
/** The seeded community's, as its owner edits them: the name is two probes filling its 60 characters. */
export const ORG_NAME = payloadText(3, 33);
export const ORG_ABOUT = packPayloads(2000, 20, "组织简介：");
